#pragma once
// bnb serve: the JSON API (docs/web-api.md), apart from the HTTP server so that tests call it
// directly. One campaign at a time, kept in the same save file as `bnb play`: the save is
// written after every answer and read again when another program (the terminal) changed it.
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "engine/play/bots/option_odds.h"
#include "engine/play/bots/review.h"
#include "engine/play/campaign/campaign_play.h"
#include "engine/base/core/save_writer.h"
#include "engine/play/game/game.h"
#include "tools/bnb/cmd_serve_json.h"

namespace bnb::web {

struct ApiConfig {
  std::string save = "bnb-campaign.sav";  // the campaign save (shared with `bnb play`)
  std::string token;                      // every request must carry it
  uint64_t seed = 1;                      // first seed of a new campaign
  std::string difficulty = "normal";
  std::vector<std::string> mods;          // written into replay files
  const ContentTexts* texts = nullptr;    // the mods' texts in every language (names, stories), if loaded
  std::string replay_out;                 // optional: the replay of the scenario in play, kept current
  std::string undo = "honest";            // what /api/undo takes back unless the request says (honest | free)
  double hint_seconds = 2.0;              // a hint's time budget ...
  int hint_futures = 0;                   // ... or exactly this many futures per option
  int review_futures = 128;                // futures per option of a review
  // The threads a hint or a review plays on; empty: the calling thread alone.
  std::function<std::vector<OddsWorker>()> workers;
};

struct ApiRequest {
  std::string method;  // "GET" | "POST"
  std::string path;    // e.g. "/api/state"
  std::map<std::string, std::string> query;
  std::string token;   // from the X-Bnb-Token header or the `token` query parameter
  std::string lang;    // the language of the texts: the X-Bnb-Lang header or the `lang` query ("": English)
  std::string body;
};

struct ApiResponse {
  int status = 200;
  json body;
};

class WebApi {
 public:
  WebApi(const ContentDb& db, ScriptHost* scripts, ApiConfig config);
  ~WebApi();  // waits for a review under way
  // "" when the save could be opened (or there is none yet), else why not.
  // "" when the save could be opened (or there is none yet), else why not: it cannot be read, or
  // another program holds its lock. Once open, the save's lock is held until the WebApi ends.
  const std::string& open_error() const { return open_error_; }
  // Is `token` the access token? (Checked before a request's body is read.)
  bool token_ok(const std::string& token) const;
  // Thread-safe: one request at a time.
  ApiResponse handle(const ApiRequest& r);

 private:
  ApiResponse route(const ApiRequest& r);
  ApiResponse state(int64_t since);
  json lookups() const;
  ApiResponse answer(const json& body);
  ApiResponse undo(const json& body);
  ApiResponse hint(const json& body);
  ApiResponse review();        // starts the review of the finished scenario, or says how far it got
  json review_json() const;    // the finished review, worded in lang_
  bool reviewing() const { return review_thread_.joinable() && !review_result_; }
  std::vector<OddsWorker> workers();
  void replay_log();           // log_ again from the start of game() (after an undo)
  void reword_log();           // log_ in lang_, from the events kept in events_
  bool reopen();               // the campaign from the save file (or a new one)
  void sync_with_save();       // another program changed the save: read it again
  void start(std::unique_ptr<CampaignFlow> flow);  // play_, saved through writer_
  void ensure_game();          // the game of the scenario in progress
  Game* game() const;          // the scenario in progress, or the one just finished (null: none yet)
  bool in_play() const;        // game() is in progress (not finished)
  void take_events();
  ApiResponse save_failed(const std::string& why);
  void write_replay();

  const ContentDb& db_;
  ScriptHost* scripts_;
  ApiConfig config_;
  std::mutex mutex_;
  std::string open_error_;
  std::unique_ptr<CampaignPlay> play_;  // the campaign, its scenario's game and answers; saves after each
  words::Narrator narrator_;          // the words of the game's events (an attack told with its rolls)
  std::optional<int> old_save_restarts_;  // an older save's scenario in progress, restarted (campaign.old_save_restarts)
  std::vector<json> log_;            // events of game(), each with its `seq`, worded in lang_
  std::vector<Event> events_;        // the same events (log_[i] is events_[i]), to word them again
  words::Lang lang_;                 // the language of the last request (log_ is worded in it)
  std::optional<EndReason> end_reason_;  // why game() ended (its ScenarioEnded event), once it has
  int64_t next_seq_ = 1;
  int64_t version_ = 1;              // changes with every accepted answer (and a reload of the save)
  bool stopped_ = false;             // the player chose to stop after a scenario
  // The review of the finished scenario runs on a thread of its own with the game's scripts among
  // its workers: meanwhile nothing else may run a game (answers, undo and hints are refused).
  std::thread review_thread_;
  std::atomic<int> review_done_{0}, review_total_{0};
  // Set by the review's thread (under mutex_) when it ends: the review as data (the games before
  // its mistakes), worded when asked for, in the language of each request; or why it failed.
  struct ReviewResult {
    Review review;
    int futures = 0;
    std::string error;
  };
  std::optional<ReviewResult> review_result_;
  int64_t review_version_ = -1;        // the version the review was started at
  SaveLock lock_;                    // one writer per save
  SaveWriter writer_;                // never overwrites a save another program changed
};

}  // namespace bnb::web
