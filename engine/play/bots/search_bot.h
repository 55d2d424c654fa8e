#pragma once
// A bot that plans by playing the game forward: flat Monte Carlo over the options of a decision,
// with the built-in player for the playouts. At a decision worth searching it takes candidate
// options (the built-in player's own pick always, then the others, nearest the pick first when
// there are many), plays each candidate to the end of the scenario on look-ahead copies (lookahead.h:
// the monster and modifier rolls it plans against are samples, never the real ones) and answers
// with the candidate of the best mean result. Every candidate is played on the same sampled futures
// (common random numbers), so their comparison is paired. The budget is spread by successive
// halving: all candidates on a few futures, then the better half (the pick stays) on more, and so
// on. When every candidate had the same results on the first futures the decision does not
// matter and the rest of its budget is not spent. Another option replaces the pick only when it did
// better on the same futures by more than their noise; and when the pick still leads after the
// second round of halving the search ends there. Setup decisions (the items to carry, the card
// upgrades) are made once a game and decide much of it: every option is a candidate there, with
// a budget of their own (`setup_budget`). The round's card selection, which decides the round and
// the cards it loses, gets twice the budget. Decisions with one option and the choice between two modifier
// results (arithmetic) are answered by the built-in player directly.
//
// The bot's samples are drawn from the bot's seed and the number of answers given so far (not from
// the decisions it answered before, and never from the game's generator). The setup's decisions
// are the exception: they come before any roll, so their samples (and the built-in player that
// plays them out) do not depend on the seed at all, and their answer is a function of the content,
// the setup without its seed and the answers before. Games of one content may share a
// SetupAnswers: each setup decision is then searched once and its answer kept for the others.
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/bot.h"

namespace bnb {

struct SearchOptions {
  int budget = kSearchBudget;  // playouts per decision, at most (twice this at a card selection)
  int max_candidates = 8;  // options tried at one decision, at most (the built-in player's pick among them)
  int setup_budget = kSetupSearchBudget;  // a setup decision (items, upgrades): all options, this many playouts at most
};

// The answers of the setup's decisions already searched, for games of one content (the caller
// makes sure of that: `bnb sim` keeps one per version of the content it plays), by the setup
// without its seed and the answers before. Safe to share between threads: a thread that meets a
// decision another thread is searching waits for its answer instead of searching it too (the
// threads of `bnb sim` start on the games of the same setup).
class SetupAnswers {
 public:
  // The answer if known; else, if another thread is searching it, waits for it; else nothing,
  // and the caller searches it and must add() it or give it up with abandon().
  std::optional<int> find_or_claim(const std::string& key);
  void add(const std::string& key, int answer);
  void abandon(const std::string& key);  // the search failed: another thread may search it

 private:
  std::mutex mutex_;
  std::condition_variable done_;
  std::map<std::string, int> answers_;
  std::set<std::string> searching_;
};

class SearchBot : public Bot {
 public:
  SearchBot(uint64_t seed, ScriptHost* scripts, SearchOptions options = {}, const BotHints* hints = nullptr,
            SetupAnswers* setup_answers = nullptr);
  int choose(const Game& game) override;

  // Playouts run so far (all decisions): what the search has cost.
  long playouts() const { return playouts_; }
  // Of those, the playouts of the setup's decisions (items, upgrades).
  long setup_playouts() const { return setup_playouts_; }

 private:
  // The answer: `pick` unless another option proves better, on futures drawn from `salt`, played
  // out by `guide`.
  int search(const Game& game, int pick, const AutoPlayer& guide, uint64_t salt);
  int setup_answer(const Game& game);  // a setup decision: searched, or found in setup_answers_
  double playout(const Game& game, const AutoPlayer& guide, int option, uint64_t seed);
  std::vector<int> candidates(const Game& game, int pick, uint64_t salt) const;
  uint64_t seed_;
  ScriptHost* scripts_;
  SearchOptions options_;
  const BotHints* hints_;
  SetupAnswers* setup_answers_;
  AutoPlayer guide_;  // the built-in player, called at every decision so its plans stay current
  long playouts_ = 0, setup_playouts_ = 0;
};

}  // namespace bnb
