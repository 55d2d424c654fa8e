#include "tools/bnb/cmd_serve_api.h"

#include <cstdio>

#include "engine/play/bots/review.h"
#include "engine/play/campaign/open_save.h"
#include "engine/base/core/scenario_number.h"
#include "engine/base/core/text.h"
#include "engine/play/game/replay.h"
#include "engine/play/words/words.h"
#include "engine/play/game/undo.h"
#include "engine/play/words/cards.h"
#include "engine/rules/scenario/setup_choices.h"
#include "tools/bnb/lookups.h"
#include "tools/bnb/map_labels.h"

namespace bnb::web {

namespace {

// The message may echo what the request sent (a path, a key): made printable, so the answer is
// valid JSON whatever bytes came in.
ApiResponse error(int status, const std::string& code, const std::string& message) {
  return {status, {{"error", {{"code", code}, {"message", printable(message)}}}}};
}

// A request that answers a state by its "version": 400 `code` when the body has none, 409
// out_of_date (with the current version) when the game has changed since; nothing when it is current.
std::optional<ApiResponse> stale_version(const json& body, int64_t current, const std::string& code,
                                         const std::string& what, const std::string& again) {
  if (!body.contains("version") || !body["version"].is_number_integer())
    return error(400, code, "the body needs \"version\": the version of the state " + what);
  if (body["version"].get<int64_t>() == current) return std::nullopt;
  ApiResponse r = error(409, "out_of_date", "the game has changed since that state: read /api/state and " + again + " again");
  r.body["version"] = current;
  return r;
}

// A key as echoed in an error: at most 64 bytes, cut at a character boundary.
std::string shown_key(const std::string& key) {
  constexpr size_t kMax = 64;
  if (key.size() <= kMax) return key;
  size_t n = kMax;
  while (n > 0 && (static_cast<unsigned char>(key[n]) & 0xC0) == 0x80) --n;
  return key.substr(0, n) + "...";
}

// Compares without stopping at the first difference, so the time taken tells nothing of the token.
bool same_token(const std::string& a, const std::string& b) {
  if (a.size() != b.size() || b.empty()) return false;
  unsigned char diff = 0;
  for (size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

}  // namespace

WebApi::WebApi(const ContentDb& db, ScriptHost* scripts, ApiConfig config)
    : db_(db), scripts_(scripts), config_(std::move(config)), writer_(config_.save) {
  lang_.texts = config_.texts;
  if (std::string e = lock_.take(config_.save, "bnb serve"); !e.empty()) {
    open_error_ = std::move(e);
    return;
  }
  reopen();
}

bool WebApi::reopen() {
  const bool had_save = writer_.known().exists;
  play_.reset(), log_.clear(), events_.clear(), old_save_restarts_.reset();
  ++version_;  // whatever comes of it, the page's view is out of date
  OpenedSave saved = open_campaign_save(db_, config_.save);
  // Until the file changes again it is not read again, and never written over.
  writer_.remember(saved.read_as);
  try {
    if (saved.status == OpenStatus::Saved) {
      old_save_restarts_ = saved.campaign.old_save_restarts;  // an older save: the scenario in progress restarts (said in the state)
      start(std::make_unique<CampaignFlow>(db_, std::move(saved.campaign), config_.difficulty));
    } else if (saved.status == OpenStatus::Missing && !had_save) {
      start(std::make_unique<CampaignFlow>(db_, config_.seed, config_.difficulty));
    } else if (saved.status == OpenStatus::Missing) {
      open_error_ = config_.save + ": the save was moved or removed by another program; bnb serve does not start a "
                                   "new campaign over it (put it back, or restart bnb serve)";
      return false;
    } else if (saved.status == OpenStatus::Unreadable) {
      open_error_ = saved.error + "; bnb serve does not write it until it can read it again";
      return false;
    } else {
      open_error_ = saved.error;  // not a campaign this content plays
      return false;
    }
    open_error_.clear();
    ensure_game();
  } catch (const std::exception& e) {
    // Content the save needs is not loaded (a class from a mod left out, ...).
    play_.reset();
    open_error_ = config_.save + ": " + e.what();
    return false;
  }
  return true;
}

void WebApi::sync_with_save() {
  if (writer_.changed()) reopen();
}

void WebApi::start(std::unique_ptr<CampaignFlow> flow) {
  play_ = std::make_unique<CampaignPlay>(db_, scripts_, std::move(flow), [this](const Campaign& c) {
    const std::string e = writer_.write(to_save(c));
    if (!e.empty()) std::fprintf(stderr, "bnb serve: %s\n", e.c_str());
    return e;
  });
}

void WebApi::ensure_game() {
  // A scenario resumed from the save: its answers again, its events into the log (started over,
  // as `bnb play` does, when the content changed since the save).
  play_->start_scenario([this](CampaignPlay::Start s) {
    if (s != CampaignPlay::Start::Resumed) log_.clear(), events_.clear(), end_reason_.reset();
    take_events();
  });
}

Game* WebApi::game() const { return play_ && play_->scenario() ? &play_->scenario()->game() : nullptr; }

bool WebApi::in_play() const { return game() && !play_->scenario_finished(); }

void WebApi::take_events() {
  Game& g = *game();
  const std::vector<Event> events = g.take_events();
  for (const Event& e : events)
    if (const ScenarioEnded* end = e.get<ScenarioEnded>()) end_reason_ = end->reason;
  for (json& j : events_json(db_, g.board(), events, narrator_, lang_)) {
    j["seq"] = next_seq_++;
    log_.push_back(std::move(j));
  }
  events_.insert(events_.end(), events.begin(), events.end());
}

// The log in another language: every event kept worded again, against the board as it is now (a
// figure keeps its id and name when it dies), each with its old seq.
void WebApi::reword_log() {
  const Game* g = game();
  if (!g || log_.empty() || log_.size() != events_.size()) return;
  words::Narrator narrator;
  std::vector<json> fresh = events_json(db_, g->board(), events_, narrator, lang_);
  for (size_t i = 0; i < fresh.size(); ++i) fresh[i]["seq"] = log_[i]["seq"];
  log_ = std::move(fresh);
}

ApiResponse WebApi::save_failed(const std::string& why) {
  if (!writer_.stopped()) return error(500, "save_failed", why + "; the answer is kept here and saved with the next one");
  // Another program's save: read it (its campaign then goes on here), or report it unreadable.
  reopen();
  return error(500, "save_changed", why);
}

void WebApi::write_replay() {
  if (config_.replay_out.empty() || !play_ || !play_->scenario()) return;
  const Replay r = play_->scenario()->replay(config_.mods);
  if (const std::string e = write_save_atomically(config_.replay_out, replay_to_save(r)); !e.empty())
    std::fprintf(stderr, "bnb serve: %s\n", e.c_str());
}

WebApi::~WebApi() {
  if (review_thread_.joinable()) review_thread_.join();
}

bool WebApi::token_ok(const std::string& token) const { return same_token(token, config_.token); }

ApiResponse WebApi::handle(const ApiRequest& r) {
  std::lock_guard lock(mutex_);
  if (!same_token(r.token, config_.token))
    return error(401, "token", "this API needs the access token printed by `bnb serve` (X-Bnb-Token header or ?token=)");
  try {
    if (lock_.held() && !reviewing()) sync_with_save();
    // Each request in its language; the log is worded again when it changes.
    if (words::Lang asked = words::language(r.lang); asked.code() != lang_.code()) {
      asked.texts = config_.texts;
      lang_ = asked;
      if (play_ && !reviewing()) reword_log();
    }
    if (!play_) return error(500, "save", open_error_);
    return route(r);
  } catch (const std::exception& e) {
    return error(500, "internal", e.what());
  }
}

ApiResponse WebApi::route(const ApiRequest& r) {
  auto only = [&](const char* method) { return r.method == method; };
  const std::string& p = r.path;
  const bool known = p == "/api/state" || p == "/api/answer" || p == "/api/monsters" || p == "/api/items" ||
                     p == "/api/tables" || p == "/api/scenario" || p == "/api/classes" || p == "/api/undo" ||
                     p == "/api/hint" || p == "/api/review" || p == "/api/lookups";
  if (!known) return error(404, "not_found", "no such API path: " + p + " (see docs/web-api.md)");
  if (p == "/api/answer") {
    if (!only("POST")) return error(405, "method", "/api/answer takes POST");
    if (reviewing()) return error(409, "reviewing", "the review of the scenario is under way: wait for it");
    json body = json::parse(r.body, nullptr, false);
    if (body.is_discarded() || !body.is_object()) return error(400, "bad_json", "the body must be a JSON object");
    return answer(body);
  }
  if (p == "/api/undo" || p == "/api/hint" || p == "/api/review") {
    if (!only("POST")) return error(405, "method", p + " takes POST");
    if (p != "/api/review" && reviewing()) return error(409, "reviewing", "the review of the scenario is under way: wait for it");
    json body = r.body.empty() ? json::object() : json::parse(r.body, nullptr, false);
    if (body.is_discarded() || !body.is_object()) return error(400, "bad_json", "the body must be a JSON object");
    return p == "/api/undo" ? undo(body) : p == "/api/hint" ? hint(body) : review();
  }
  if (!only("GET")) return error(405, "method", p + " takes GET");
  if (p == "/api/state") {
    int64_t since = 0;
    if (auto it = r.query.find("since"); it != r.query.end()) {
      try {
        since = std::stoll(it->second);
      } catch (const std::exception&) {
        return error(400, "bad_since", "since must be a number (the seq of the last event seen)");
      }
    }
    return state(since);
  }
  if (p == "/api/monsters") return {200, monsters_json(db_, lang_)};
  if (p == "/api/items") return {200, items_json(db_, lang_)};
  if (p == "/api/classes") return {200, classes_json(db_, lang_)};
  if (p == "/api/tables") return {200, tables_json(db_, game(), lang_)};
  if (p == "/api/lookups") return {200, lookups()};
  // /api/scenario: the scenario in play, or ?number=N.
  int number = game() ? db_.scenarios[size_t(game()->board().scenario)].number : 0;
  std::string asked = scenario_number_text(number);
  if (auto it = r.query.find("number"); it != r.query.end()) asked = it->second, number = parse_scenario_number(asked).value_or(0);
  json sc = scenario_json(db_, number, lang_);
  if (sc.is_null()) return error(404, "no_scenario", "no loaded scenario has number " + asked);
  return {200, sc};
}

ApiResponse WebApi::state(int64_t since) {
  const CampaignFlow& flow = play_->flow();
  const Game* g = game();
  const Campaign& c = flow.state();
  json j;
  j["version"] = version_;
  json completed = json::array(), open = json::array();
  for (int n : c.completed) completed.push_back(scenario_number_json(n));
  for (int n : c.open) open.push_back(scenario_number_json(n));
  j["campaign"] = {{"class", c.class_id}, {"completed", completed}, {"items", c.items}, {"open", open},
                   {"ended", flow.ended()}, {"stopped", stopped_}, {"save", config_.save}};
  // The end of the campaign (the terminal's end screen): the record, and the epilogue once the
  // last scenario is won.
  CampaignRecord record = campaign_record(db_, c);
  for (ScenarioTally& t : record.scenarios)  // the scenarios' names in the request's language
    if (const int i = db_.scenario_index(t.scenario); i >= 0) t.name = lang_.name(db_.scenarios[size_t(i)]);
  j["campaign"]["finished"] = record.finished;
  if (old_save_restarts_)
    j["campaign"]["notice"] = lang_.say(words::Sentence::OldSaveRestarts, {{"n", scenario_number_text(*old_save_restarts_)}});
  // The saved answers stopped fitting the content (it changed since the save): the scenario started
  // over, from the answer `restarted_at`.
  if (const std::string& at = play_->restarted_at(); !at.empty()) {
    j["campaign"]["restarted_at"] = at;
    j["campaign"]["notice"] = lang_.say(words::Sentence::SavedGameRestarted, {{"answer", at}});
  }
  j["campaign"]["epilogue"] = record.finished && !db_.campaign_epilogue.empty() ? json(lang_.epilogue(db_)) : json(nullptr);
  j["campaign"]["record"] = campaign_record_json(record);
  j["decision"] = nullptr;
  j["lang"] = lang_.code();
  j["languages"] = words::Catalogue::codes();
  if (const CampaignDecision* d = flow.decision()) j["decision"] = campaign_decision_json(db_, *d, lang_);
  else if (in_play() && g->decision()) {
    // The options name hexes and figures as the map shows them: the number drawn in a hex (its
    // `mark`, drawn by the page as the terminal draws it), a monster by its mark.
    const Decision& d = *g->decision();
    const cli::MapView view = cli::map_view(db_, g->board(), &d);
    const cli::MapLabels labels(db_, g->board(), view, lang_);
    j["decision"] = decision_json(d, &labels);
    for (size_t i = 0; i < d.options.size(); ++i)
      if (d.options[i].hex)
        if (const std::string m = cli::option_mark(view, *d.options[i].hex); !m.empty()) j["decision"]["options"][i]["mark"] = m;
  }
  j["board"] = g ? board_json(*g, lang_) : json(nullptr);
  if (g && g->over() && end_reason_) {
    // Why the scenario ended, as the engine's end-of-scenario reason and in the words of its event.
    const words::Labels labels(db_, g->board(), lang_);
    j["board"]["end"] = {{"reason", kEndReasonNames[*end_reason_]}, {"text", words::end_reason_words(labels, *end_reason_)}};
  }
  j["scenario_over"] = g ? g->over() : false;
  j["answers"] = g ? g->answer_count() : 0;
  json events = json::array();
  for (const json& e : log_)
    if (e["seq"].get<int64_t>() > since) events.push_back(e);
  j["events"] = events;
  j["last_seq"] = next_seq_ - 1;
  return {200, j};
}

// The terminal's look-ups of the game in play, in the words layer's words (engine/play/words/cards.h):
// what `bnb play` prints for m, t, s, o, e and i, and the items the campaign offers that cannot be
// equipped now, with why.
json WebApi::lookups() const {
  json j = {{"scenario", nullptr}, {"monsters", json::array()}, {"items", json::array()}, {"refused", json::array()},
            {"offered", json::array()}};
  for (int number : play_->flow().state().items)
    if (const int idx = db_.item_index(number); idx >= 0) j["offered"].push_back({{"item_def", idx}, {"text", words::item_text(db_, idx, lang_)}});
  const Game* g = game();
  if (!g) return j;
  const Board& b = g->board();
  j["scenario"] = words::scenario_card(db_, b.scenario, lang_);
  for (const cli::MonsterKey& k : cli::map_view(db_, b, nullptr).monsters)
    j["monsters"].push_back({{"def", k.def}, {"symbol", std::string(1, k.symbol)}, {"text", words::monster_card(db_, k.def, &b, lang_)}});
  j["tables"] = words::modifier_tables(db_, b, lang_);
  j["order"] = words::initiative_order(db_, b, lang_);
  j["elements"] = words::elements_text(db_, b, lang_);
  for (size_t i = 0; i < b.hero.items.size(); ++i)
    j["items"].push_back({{"pos", int(i)}, {"item_def", b.hero.items[i].def}, {"text", words::item_text(db_, b.hero.items[i].def, lang_)}});
  for (int number : g->state().setup.items_available) {
    const int idx = db_.item_index(number);
    if (idx < 0) continue;
    const EquipBlock why = equip_block(db_, b.hero, idx);
    if (why == EquipBlock::None || why == EquipBlock::Equipped) continue;
    const ItemDef& it = db_.items[size_t(idx)];
    j["refused"].push_back({{"item_def", idx}, {"number", it.number}, {"block", kEquipBlockNames[why]},
                            {"text", lang_.name(it) + " (#" + std::to_string(it.number) + ", " + std::string(words::slot_text(it.slot, lang_)) +
                                         "): " + words::equip_block_words(db_, b.hero, idx, lang_)}});
  }
  return j;
}

ApiResponse WebApi::answer(const json& body) {
  if (!body.contains("key") || !body["key"].is_string())
    return error(400, "bad_answer", "the body needs \"key\": the key of one of the pending decision's options");
  if (std::optional<ApiResponse> stale = stale_version(body, version_, "bad_answer", "the answer was chosen in", "answer"))
    return *stale;
  if (body.contains("since") && !body["since"].is_number_integer())
    return error(400, "bad_since", "since must be a number (the seq of the last event seen)");
  const std::string key = body["key"];
  const int64_t since = body.value("since", int64_t(0));
  stopped_ = false;
  if (const CampaignDecision* d = play_->decision()) {
    const int i = d->find(key);
    if (i < 0) return error(400, "unknown_option", "'" + shown_key(key) + "' is not one of the options");
    const bool after = d->kind == CampaignChoice::AfterWin || d->kind == CampaignChoice::AfterLoss;
    if (after && !d->options[size_t(i)].go_on) {
      // Stopping, as `bnb play` quits: the save stays as it is and the campaign goes on from it
      // the next time (here: at once, for a page left open).
      if (!reopen()) return error(500, "save", open_error_);
      stopped_ = true;
      return state(since);
    }
    const CampaignAnswer a = play_->answer_campaign(i);
    if (!a.ok()) {
      ScenarioInProgress* refused = play_->flow().scenario();
      const std::string why = a.setup != SetupProblem::None
                                  ? setup_problem_text(db_, refused ? refused->setup : GameSetup{}, a.setup)
                                  : "the campaign refused that answer";
      return error(400, "refused", why);
    }
    ++version_;
    ensure_game();
    if (const std::string e = play_->save_error(); !e.empty()) return save_failed(e);
    return state(since);
  }
  if (!in_play() || !game()->decision()) return error(409, "no_decision", "no decision is pending");
  const ApplyResult a = play_->scenario()->answer(key);  // saved, and recorded when the game ends
  if (!a.ok()) return error(400, "unknown_option", "'" + shown_key(key) + "': " + std::string(reject_reason_text(a.rejected)));
  ++version_;
  take_events();
  write_replay();
  if (const std::string e = play_->save_error(); !e.empty()) return save_failed(e);
  return state(since);
}

}  // namespace bnb::web

namespace bnb::web {

std::vector<OddsWorker> WebApi::workers() {
  std::vector<OddsWorker> w;
  if (config_.workers) w = config_.workers();
  if (w.empty()) w.push_back({&db_, scripts_});
  return w;
}

void WebApi::replay_log() {
  log_.clear(), events_.clear(), end_reason_.reset();
  take_events();
}

ApiResponse WebApi::undo(const json& body) {
  if (std::optional<ApiResponse> stale = stale_version(body, version_, "bad_undo", "the undo was asked in", "ask"))
    return *stale;
  const int64_t count = body.value("count", int64_t(1));
  if (count < 1) return error(400, "bad_undo", "count must be 1 or more");
  std::optional<UndoMode> mode = parse_undo_mode(body.value("mode", config_.undo));
  if (!mode) return error(400, "bad_undo", "mode must be honest or free");
  if (!in_play() || play_->decision() || !play_->flow().scenario())
    return error(409, "nothing_to_undo", "there is no scenario in play to take answers back from");
  ScenarioPlay& sp = *play_->scenario();
  const size_t can = sp.undoable(*mode);
  if (can == 0)
    return error(409, "nothing_to_undo", sp.game().answer_count() == 0
                                             ? "nothing to take back: this is the scenario's first question"
                                             : "nothing to take back: the dice have rolled since your last answer, and honest "
                                               "undo does not go back past a roll (free undo does)");
  const size_t n = std::min(size_t(count), can);
  sp.take_back(n);  // saved
  replay_log();
  ++version_;
  write_replay();
  if (const std::string e = play_->save_error(); !e.empty()) return save_failed(e);
  ApiResponse r = state(0);
  r.body["undone"] = n;
  r.body["undo_stopped_at_roll"] = n < size_t(count);
  return r;
}

namespace {

json odds_json(const Decision& d, const Odds& odds) {
  json options = json::array();
  for (int i = 0; i < int(odds.options.size()); ++i) {
    const OptionOdds& o = odds.options[size_t(i)];
    options.push_back({{"index", o.option}, {"key", d.options[size_t(o.option)].key}, {"chance", o.chance},
                       {"low", o.low}, {"high", o.high}, {"wins", o.wins}, {"best", i == odds.best}});
  }
  return {{"futures", odds.futures}, {"seconds", odds.seconds}, {"playouts", odds.playouts}, {"options", options}};
}

}  // namespace

ApiResponse WebApi::hint(const json& body) {
  if (body.contains("version") && (!body["version"].is_number_integer() || body["version"].get<int64_t>() != version_))
    return error(409, "out_of_date", "the game has changed since that state: read /api/state and ask again");
  if (!in_play() || play_->decision() || !game()->decision())
    return error(409, "no_decision", "a hint needs a question of the scenario in play");
  const Game& g = *game();
  OddsOptions o;
  o.futures = config_.hint_futures, o.seconds = config_.hint_seconds, o.seed = g.state().setup.seed;
  const Odds odds = option_odds(g, workers(), o);
  return {200, {{"version", version_}, {"hint", odds_json(*g.decision(), odds)}}};
}

ApiResponse WebApi::review() {
  if (!game() || !game()->over()) return error(409, "not_over", "a review needs a finished scenario");
  auto progress = [&] { return json{{"done", review_done_.load()}, {"total", review_total_.load()}}; };
  if (review_thread_.joinable() && review_version_ == version_) {
    if (!review_result_) return {200, {{"review", nullptr}, {"progress", progress()}}};
    return {200, {{"review", review_json()}, {"progress", progress()}}};
  }
  if (reviewing()) return {200, {{"review", nullptr}, {"progress", progress()}}};  // an older one, still running
  if (review_thread_.joinable()) review_thread_.join();
  review_result_.reset();
  review_done_ = 0, review_total_ = 0, review_version_ = version_;
  ReviewOptions o;
  o.futures = config_.review_futures, o.seed = 1;
  o.progress = [this](int done, int total) { review_done_ = done, review_total_ = total; };
  review_thread_ = std::thread([this, o, setup = game()->state().setup, answers = game()->answer_keys(), w = workers()] {
    ReviewResult result;
    result.futures = o.futures;
    try {
      result.review = review_game(db_, setup, answers, w, o);
    } catch (const std::exception& e) {
      result.error = e.what();
    }
    std::lock_guard lock(mutex_);
    review_result_ = std::move(result);
  });
  return {200, {{"review", nullptr}, {"progress", progress()}}};
}

// The review's mistakes in the words of the language asked now (a page switched to another
// language asks again and gets them in it): the question, the option chosen and the better one,
// and the board before the answer.
json WebApi::review_json() const {
  if (!review_result_->error.empty()) return {{"error", review_result_->error}};
  const Review& rv = review_result_->review;
  json mistakes = json::array();
  for (size_t m = 0; m < rv.mistakes.size(); ++m) {
    const ReviewedDecision& x = rv.mistakes[m];
    const Game& g = rv.boards[m];
    const Decision& d = *g.decision();
    const words::Labels labels(db_, g.board(), lang_);
    const auto option = [&](int i, const OptionOdds& odds) {
      return json{{"key", d.options[size_t(i)].key}, {"text", words::option_words(d, d.options[size_t(i)], labels)},
                  {"chance", odds.chance}, {"low", odds.low}, {"high", odds.high}};
    };
    mistakes.push_back({{"answer", x.step + 1}, {"round", g.board().round}, {"prompt", words::prompt_words(d, labels)},
                        {"chosen", option(x.chosen, x.chosen_odds())}, {"best", option(x.best, x.best_odds())},
                        {"board", board_json(g, lang_)}});
  }
  return {{"decisions", rv.decisions}, {"answers", rv.answers}, {"futures", review_result_->futures},
          {"playouts", rv.playouts}, {"seconds", rv.seconds}, {"mistakes", mistakes}};
}

}  // namespace bnb::web
