// The bots of engine/play/bots: the random bot, look-ahead copies that re-seed the future, the search
// bot (it never reads the real dice and beats the random bot) and hints for scripted abilities.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <thread>

#include "bindings/lua_host.h"
#include "engine/play/bots/auto_player.h"
#include "engine/play/bots/bot.h"
#include "engine/play/bots/hints.h"
#include "engine/play/bots/lookahead.h"
#include "engine/play/bots/random_bot.h"
#include "engine/play/bots/search_bot.h"
#include "engine/base/content/loader.h"
#include "tests/lua/lua_fixture.h"
#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"
#include "tests/support/play.h"

using namespace bnb;

namespace {

// Plays with `bot` to the end; returns the outcome.
Outcome play(Bot& bot, const GameSetup& s) {
  Game g(test::base().loaded.db, test::base().lua.get(), s);
  test::play_to_end_checked(g, bot);
  REQUIRE(g.over());
  return g.outcome();
}

// Answers `count` decisions with the built-in player, then stops at the next decision in the
// middle of a step (some answers of the step already given), where earlier draws must replay.
Game game_mid_step(uint64_t seed, int count) {
  Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(1, "bruiser", seed));
  AutoPlayer p(seed);
  for (int n = 0; (n < count || g.state().step_answers.empty()) && g.decision(); ++n)
    REQUIRE(g.answer_index(p.choose(g)).ok());
  REQUIRE(g.decision());
  return g;
}

// Plays both games on with the same answers (index modulo the options) until one ends; true when
// their boards ever differ.
bool futures_differ(Game a, Game b) {
  RandomBot bot(3);
  bool differ = false;
  play_to_end(a, [&](Game&) {
    if (b.over()) return false;
    if (a.hash() != b.hash()) {
      differ = true;
      return false;
    }
    const int i = bot.choose(a);
    a.answer_index(i);
    b.answer_index(i % int(b.decision()->options.size()));
    return true;
  });
  return differ || a.hash() != b.hash();
}

}  // namespace

TEST_CASE("[bots] names of the bots round-trip and each kind is made", "[bots]") {
  for (BotKind k : {BotKind::Random, BotKind::Heuristic, BotKind::Search}) {
    CHECK(parse_bot_kind(bot_kind_name(k)) == k);
    BotConfig c;
    c.kind = k, c.scripts = test::base().lua.get(), c.budget = 2;
    CHECK(make_bot(c) != nullptr);
  }
  CHECK_FALSE(parse_bot_kind("mcts"));
}

TEST_CASE("[bots] the random bot answers only legal options and finishes the scenario", "[bots]") {
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    RandomBot bot(seed);
    const Outcome o = play(bot, test::game_setup(1, "bruiser", seed));
    CHECK(o != Outcome::None);
  }
}

TEST_CASE("[bots] a look-ahead copy replays the past exactly and samples a different future", "[bots][lookahead]") {
  const Game real = game_mid_step(4, 25);
  int differ = 0;
  for (uint64_t s = 1; s <= 4; ++s) {
    const Game copy(real.content(), test::base().lua.get(), lookahead_state(real, s));
    // Up to the decision everything is as the player saw it.
    REQUIRE(copy.decision());
    CHECK(copy.hash() == real.hash());
    CHECK(copy.decision()->kind == real.decision()->kind);
    CHECK(copy.decision()->options.size() == real.decision()->options.size());
    differ += futures_differ(real, copy);
  }
  CHECK(differ >= 3);
  // The copy of a copy made at the same decision is fine too.
  const Game copy(real.content(), test::base().lua.get(), lookahead_state(real, 9));
  const Game copy2(real.content(), test::base().lua.get(), lookahead_state(copy, 10));
  CHECK(copy2.hash() == real.hash());
}

TEST_CASE("[bots] the search bot does not read the future: the same choice whatever the real dice hold", "[bots][search]") {
  // Two games identical up to each decision, whose real generators differ after it: the search bot
  // with the same seed must answer both alike (it can only know the past).
  int searched = 0;
  for (int count : {3, 12, 20, 30}) {
    const Game a = game_mid_step(7, count);
    const Game b(a.content(), test::base().lua.get(), lookahead_state(a, 12345));
    REQUIRE(futures_differ(a, b));
    SearchBot sa(21, test::base().lua.get(), SearchOptions{8, 8, 64}), sb(21, test::base().lua.get(), SearchOptions{8, 8, 64});
    CHECK(sa.choose(a) == sb.choose(b));
    searched += a.decision()->options.size() > 1;
  }
  CHECK(searched >= 2);
}

TEST_CASE("[bots] the search bot is deterministic: the same seed gives the same answers", "[bots][search]") {
  auto answers = [](uint64_t seed) {
    Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(1, "bruiser", 3));
    SearchBot bot(seed, test::base().lua.get(), SearchOptions{6, 8, 48});
    play_to_end(g, [&](Game&) { REQUIRE(g.answer_index(bot.choose(g)).ok()); }, 40);
    return g.state().history;
  };
  const std::vector<uint16_t> a = answers(11);
  CHECK(a == answers(11));
  CHECK(a.size() >= 40);
}

TEST_CASE("[bots] the search bot samples from its seed and the decision, not from the decisions it answered before", "[bots][search]") {
  // A bot that played the game so far and a fresh one with the same seed choose alike at the start
  // of a round (card selection; the built-in player's plans of the last turn are spent by then).
  Game g(test::base().loaded.db, test::base().lua.get(), test::game_setup(1, "bruiser", 5));
  SearchBot used(31, test::base().lua.get(), SearchOptions{8, 8, 64});
  int compared = 0, differ = 0;
  play_to_end(g, [&](Game&) {
    if (compared == 3) return false;
    const bool select = g.decision()->kind == DecisionKind::SelectCards && g.decision()->options.size() > 2;
    const int a = used.choose(g);
    if (select) {
      SearchBot fresh(31, test::base().lua.get(), SearchOptions{8, 8, 64});
      differ += fresh.choose(g) != a;
      ++compared;
    }
    REQUIRE(g.answer_index(a).ok());
    return true;
  });
  CHECK(compared == 3);
  CHECK(differ == 0);
  CHECK(used.playouts() > 0);
}

TEST_CASE("[bots] the search bot wins more often than the random bot", "[bots][search]") {
  int search_wins = 0, random_wins = 0;
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    SearchBot s(seed, test::base().lua.get(), SearchOptions{6, 8, 48});
    RandomBot r(seed);
    search_wins += play(s, test::game_setup(1, "bruiser", seed)) == Outcome::Won;
    random_wins += play(r, test::game_setup(1, "bruiser", seed)) == Outcome::Won;
  }
  INFO("search " << search_wins << ", random " << random_wins);
  CHECK(search_wins >= 2);
  CHECK(search_wins > random_wins);
}

TEST_CASE("[bots] a hint sets what the built-in player thinks a scripted ability is worth", "[bots][hints]") {
  LoadResult content = load_mods({test::data_path("lua_scenario")});
  LuaHost lua{test::quiet_options()};
  lua.load(content.db, content.diags);
  REQUIRE_FALSE(content.diags.has_errors());
  GameSetup s;
  s.scenario = 1, s.class_id = "tinker", s.seed = 1, s.items_available = {1};
  // Plays to the first card selection and returns whether the pair chosen includes Spark.
  auto picks_spark = [&](const BotHints* hints) {
    Game g(content.db, &lua, s);
    AutoPlayer p(1, hints);
    while (g.decision() && g.decision()->kind != DecisionKind::SelectCards) g.answer_index(p.choose(g));
    REQUIRE(g.decision());
    const Option& o = g.decision()->options[size_t(p.choose(g))];
    auto is_spark = [&](int slot) { return slot >= 0 && content.db.cards[size_t(g.board().hero.cards[size_t(slot)].def)].id == "tinker-spark"; };
    return is_spark(o.card) || is_spark(o.card2);
  };
  MapHints great, useless;
  great.set("rules.lua#spark", {50.0});
  useless.set("rules.lua#spark", {-50.0});
  CHECK(picks_spark(&great));
  CHECK_FALSE(picks_spark(&useless));
}

// A scripted goal with pressure plates on the map (scenario 10: the moonlit sill, letter E, is
// the way out): the built-in player heads for the plate from its first move, and wins games by
// ending a turn on it, not only by killing.
TEST_CASE("[bots] the built-in player walks to the pressure plates of a scripted goal", "[bots][goals]") {
  int on_sill = 0;
  for (uint64_t seed = 1; seed <= 5; ++seed) {
    GameSetup s = test::game_setup(10, "bruiser", seed);  // as `bnb sim` plays it: every item available
    for (const ItemDef& it : test::base().loaded.db.items) s.items_available.push_back(it.number);
    Game g(test::base().loaded.db, test::base().lua.get(), s);
    AutoPlayer p(seed);
    const std::vector<Hex> sill = g.board().map.letters('E');
    REQUIRE(sill.size() == 1);
    REQUIRE(g.board().map.at(sill[0])->terrain == Terrain::PressurePlate);
    const int start = distance(g.board().fig(g.board().character()).hex, sill[0]);
    bool first_move_checked = false;
    play_to_end(g, [&](Game&) {
      const bool moving = g.decision()->kind == DecisionKind::MoveDestination;
      REQUIRE(g.answer_index(p.choose(g)).ok());
      if (moving && !first_move_checked) {
        first_move_checked = true;
        CHECK(distance(g.board().fig(g.board().character()).hex, sill[0]) < start);
      }
    });
    CHECK(first_move_checked);
    const Board& b = g.board();
    int alive = 0;
    for (const Figure& f : b.figures) alive += f.alive && f.kind == FigureKind::Monster;
    on_sill += g.outcome() == Outcome::Won && b.fig(b.character()).hex == sill[0] && alive > 0;
  }
  CHECK(on_sill >= 1);
}

TEST_CASE("[bots] the search bot chooses the items it carries by playing the scenario forward", "[bots][search]") {
  // Bruiser in scenario 2 with three items to choose from: the built-in player takes the Playing
  // Card Shield (#32) and the Duskhaze Gem (#37); played forward, games with the Pocket Knife (#40)
  // are won far more often (about 80% of the playouts against 55%), so the search carries it.
  auto carried = [](Bot& bot) {
    GameSetup s = test::game_setup(2, "bruiser", 4);
    s.items_available = {32, 37, 40};
    Game g(test::base().loaded.db, test::base().lua.get(), s);
    while (g.decision() && g.decision()->kind == DecisionKind::EquipItems) REQUIRE(g.answer_index(bot.choose(g)).ok());
    std::vector<int> numbers;
    for (const ItemState& it : g.board().hero.items) numbers.push_back(g.content().items[size_t(it.def)].number);
    std::sort(numbers.begin(), numbers.end());
    return numbers;
  };
  AutoPlayer builtin(4);
  CHECK(carried(builtin) == std::vector<int>{32, 37});
  SearchBot search(4, test::base().lua.get(), SearchOptions{32, 8, 256});
  const std::vector<int> items = carried(search);
  CHECK(std::find(items.begin(), items.end(), 40) != items.end());
  CHECK(search.playouts() > 32);  // more than one decision's budget: setup decisions get more
}

TEST_CASE("[bots] the search bot's setup answers do not depend on the seed, and games sharing a table search each once", "[bots][search]") {
  // Nothing is rolled before the setup's decisions: the items the search carries are the same for
  // every seed, so games of one content can share the answers (bnb sim does).
  auto carried = [](SearchBot& bot, uint64_t seed) {
    GameSetup s = test::game_setup(2, "bruiser", seed);
    s.items_available = {32, 37, 40};
    Game g(test::base().loaded.db, test::base().lua.get(), s);
    while (g.decision() && g.decision()->kind == DecisionKind::EquipItems) REQUIRE(g.answer_index(bot.choose(g)).ok());
    std::vector<int> numbers;
    for (const ItemState& it : g.board().hero.items) numbers.push_back(g.content().items[size_t(it.def)].number);
    return numbers;
  };
  SetupAnswers shared;
  SearchBot first(4, test::base().lua.get(), SearchOptions{16, 8, 128}, nullptr, &shared);
  const std::vector<int> items = carried(first, 4);
  CHECK(first.setup_playouts() > 0);
  SearchBot alone(99, test::base().lua.get(), SearchOptions{16, 8, 128});
  CHECK(carried(alone, 99) == items);  // another seed, searched again: the same answers
  CHECK(alone.setup_playouts() == first.setup_playouts());
  SearchBot again(99, test::base().lua.get(), SearchOptions{16, 8, 128}, nullptr, &shared);
  CHECK(carried(again, 99) == items);
  CHECK(again.setup_playouts() == 0);  // found in the table
}

TEST_CASE("[bots] two threads that meet the same setup at once search it once between them", "[bots][search]") {
  // bnb sim's threads start on games of the same setup: the second waits for the first's answer.
  auto carried = [](SearchBot& bot, ScriptHost* lua, uint64_t seed) {
    GameSetup s = test::game_setup(2, "bruiser", seed);
    s.items_available = {32, 37, 40};
    Game g(test::base().loaded.db, lua, s);
    while (g.decision() && g.decision()->kind == DecisionKind::EquipItems) REQUIRE(g.answer_index(bot.choose(g)).ok());
    std::vector<int> numbers;
    for (const ItemState& it : g.board().hero.items) numbers.push_back(g.content().items[size_t(it.def)].number);
    return numbers;
  };
  SearchBot alone(5, test::base().lua.get(), SearchOptions{16, 8, 128});
  const std::vector<int> items = carried(alone, test::base().lua.get(), 5);
  REQUIRE(alone.setup_playouts() > 0);

  SetupAnswers shared;
  std::vector<int> got[2];
  long playouts[2] = {0, 0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&, t] {
      LuaHost lua;  // each thread its own Lua state, as in bnb sim
      Diagnostics diags;
      lua.load(test::base().loaded.db, diags);
      SearchBot bot(uint64_t(6 + t), &lua, SearchOptions{16, 8, 128}, nullptr, &shared);
      got[t] = carried(bot, &lua, uint64_t(6 + t));
      playouts[t] = bot.setup_playouts();
    });
  for (std::thread& th : threads) th.join();
  CHECK(got[0] == items);
  CHECK(got[1] == items);
  CHECK(playouts[0] + playouts[1] == alone.setup_playouts());
}
