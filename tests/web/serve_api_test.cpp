// The JSON API of `bnb serve` (tools/bnb/cmd_serve_api.h), called without a server: the token,
// bad and out-of-date answers, decisions as JSON, and a scenario played through the API that
// matches the engine played directly.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>

#include "engine/play/bots/auto_player.h"
#include "engine/play/campaign/campaign.h"
#include "engine/base/core/save_file.h"
#include "engine/play/game/replay.h"
#include "engine/play/words/abilities.h"
#include "engine/play/words/cards.h"
#include "tests/support/base_content.h"
#include "tests/support/run_bnb.h"
#include "tools/bnb/cmd_serve_api.h"
#include "tools/bnb/screen.h"
#include "tests/support/fixtures.h"

using bnb::test::read_file;

using namespace bnb;
using namespace bnb::web;

namespace {

const std::string kToken = "0123456789abcdef";

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    path = std::filesystem::temp_directory_path() / ("bnb-serve-test-" + std::to_string(::getpid()) + "-" +
                                                     std::to_string(reinterpret_cast<uintptr_t>(this)));
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

struct Client {
  explicit Client(WebApi* a, std::string l = "") : api(a), lang(std::move(l)) {}
  WebApi* api;
  std::string lang;  // the X-Bnb-Lang of every request ("": English)
  ApiResponse get(const std::string& path, const std::string& token = kToken) {
    ApiRequest r;
    r.method = "GET", r.path = path, r.token = token, r.lang = lang;
    return api->handle(r);
  }
  ApiResponse post(const std::string& path, const std::string& body, const std::string& token = kToken) {
    ApiRequest r;
    r.method = "POST", r.path = path, r.token = token, r.body = body, r.lang = lang;
    return api->handle(r);
  }
  json state() { return get("/api/state").body; }
  ApiResponse answer(const std::string& key, int64_t version, int64_t since = 0) {
    return post("/api/answer", json{{"key", key}, {"version", version}, {"since", since}}.dump());
  }
};

ApiConfig config(const TempDir& dir) {
  ApiConfig c;
  c.save = dir.file("campaign.sav"), c.token = kToken, c.replay_out = dir.file("scenario.replay");
  return c;
}

// The base game served with its campaign file in a directory of its own, and a client.
struct Served {
  TempDir dir;
  WebApi api{test::base().loaded.db, test::base().lua.get(), config(dir)};
  Client c{&api};
  // Chooses the Bruiser: the state at the question after the class.
  json start_bruiser() {
    REQUIRE(c.answer("bruiser", c.state()["version"]).status == 200);
    return c.state();
  }
};

}  // namespace

TEST_CASE("[serve] every API path needs the access token") {
  TempDir dir;
  WebApi api(test::base().loaded.db, test::base().lua.get(), config(dir));
  Client c{&api};
  for (const char* path : {"/api/state", "/api/monsters", "/api/tables", "/api/items", "/api/scenario", "/api/classes"}) {
    CHECK(c.get(path, "").status == 401);
    CHECK(c.get(path, "wrong-token-0000").status == 401);
    CHECK(c.get(path, kToken.substr(0, 15) + "x").status == 401);
  }
  const json before = c.state();
  const ApiResponse refused = c.post("/api/answer", json{{"key", "bruiser"}, {"version", before["version"]}}.dump(), "");
  CHECK(refused.status == 401);
  CHECK(refused.body["error"]["code"] == "token");
  CHECK(c.state() == before);
  CHECK_FALSE(std::filesystem::exists(dir.file("campaign.sav")));
  CHECK(c.get("/api/state").status == 200);
}

TEST_CASE("[serve] bad and out-of-date answers are refused with a JSON error and change nothing") {
  TempDir dir;
  WebApi api(test::base().loaded.db, test::base().lua.get(), config(dir));
  Client c{&api};
  json s = c.state();
  REQUIRE(s["decision"]["kind"] == "Class");
  REQUIRE(c.answer("bruiser", s["version"]).status == 200);
  s = c.state();
  REQUIRE(s["decision"]["kind"] == "SelectCards");
  const std::string save = read_file(dir.file("campaign.sav"));
  const int64_t v = s["version"];

  struct Bad { std::string path, method, body; int status; std::string code; };
  const std::vector<Bad> bad = {
      {"/api/answer", "POST", "{not json", 400, "bad_json"},
      {"/api/answer", "POST", "[1,2]", 400, "bad_json"},
      {"/api/answer", "POST", json{{"version", v}}.dump(), 400, "bad_answer"},
      {"/api/answer", "POST", json{{"key", 3}, {"version", v}}.dump(), 400, "bad_answer"},
      {"/api/answer", "POST", json{{"key", s["decision"]["options"][0]["key"]}}.dump(), 400, "bad_answer"},
      {"/api/answer", "POST", json{{"key", "no such option"}, {"version", v}}.dump(), 400, "unknown_option"},
      {"/api/answer", "POST", json{{"key", s["decision"]["options"][0]["key"]}, {"version", v - 1}}.dump(), 409, "out_of_date"},
      {"/api/answer", "GET", "", 405, "method"},
      {"/api/state", "POST", "{}", 405, "method"},
      {"/api/nothing", "GET", "", 404, "not_found"},
      {"/api/state?since=x", "GET", "", 400, "bad_since"},
      {"/api/scenario", "GET", "", 200, ""},
  };
  for (const Bad& b : bad) {
    INFO(b.method << " " << b.path << " " << b.body);
    ApiRequest r;
    r.method = b.method, r.token = kToken, r.body = b.body;
    r.path = b.path.substr(0, b.path.find('?'));
    if (b.path.find("since=x") != std::string::npos) r.query["since"] = "x";
    const ApiResponse res = api.handle(r);
    CHECK(res.status == b.status);
    if (!b.code.empty()) {
      CHECK(res.body["error"]["code"] == b.code);
      CHECK_FALSE(res.body["error"]["message"].get<std::string>().empty());
    }
    CHECK(c.state() == s);
    CHECK(read_file(dir.file("campaign.sav")) == save);
  }
  // The same answer with the current version is taken.
  CHECK(c.answer(s["decision"]["options"][0]["key"], v).status == 200);
  CHECK(c.state()["version"] != v);
}

namespace {
// A decision of `kind` whose options set every field: each must survive the JSON.
Decision full_decision(DecisionKind kind) {
  Decision d(kind, "prompt of the kind");
  d.figure = 2, d.card = 3, d.damage = 4, d.move_points = 5, d.jump = true, d.controlled = true;
  d.source = 1, d.conditions = bit(Condition::Wound) | bit(Condition::Muddle);
  d.attack_value = 6, d.attack_range = 3, d.forced = ForcedKind::Pull, d.forced_distance = 2, d.heal = 2;
  Ability a;
  a.kind = AbilityKind::Attack, a.value = 3, a.range = 2, a.targets = 2, a.aoe = {{0, 0}, {1, 0}};
  a.effects.pierce = 1, a.effects.conditions = bit(Condition::Poison);
  Consumption k;
  k.costs = {{{Element::Fire, Element::Ice}}};
  k.value = 1, k.effects.push = 1;
  a.consumes = {k};
  d.ability = a, d.consumption = k;
  Option o("key 1", "text 1");
  o.card = 1, o.card2 = 2, o.card_def = 7, o.item = 0, o.item_def = 4, o.figure = 3, o.monster_type = 1;
  o.top = true, o.basic = true, o.accepts = true, o.hex = Hex{1, -2}, o.path = {{0, 0}, {1, -1}};
  o.move_cost = 2, o.hazards = 1, o.path_kind = PathKind::Through, o.via = {{1, -1}}, o.area = {{2, 0}, {3, 0}};
  o.hit_figures = {1, 3}, o.hit_objectives = {{4, 0}};
  ModifierCell cell;
  cell.kind = ModifierCell::Add, cell.value = 2, cell.effects.conditions = bit(Condition::Wound);
  o.modifier = cell, o.negate = NegateCost::DiscardTwoB, o.prevents = 3, o.index = 5;
  o.element = Element::Air, o.initiative = 12, o.infusion = InfusionSource::Monster, o.elements = 0b101;
  d.options.push_back(o);
  d.options.push_back(Option("skip", "skip it"));
  return d;
}
}  // namespace

TEST_CASE("[serve] every decision kind carries all its fields in the API's JSON") {
  const std::vector<std::string> option_fields = {"key", "text", "card", "card2", "card_def", "item", "item_def",
      "figure", "monster_type", "top", "basic", "accepts", "hex", "path", "move_cost", "hazards", "path_kind", "via",
      "area", "hit_figures", "hit_objectives", "modifier", "negate", "prevents", "element", "initiative", "infusion",
      "elements", "index"};
  const std::vector<std::string> decision_fields = {"kind", "prompt", "options", "figure", "card", "damage",
      "move_points", "jump", "controlled", "attack_value", "attack_range", "forced", "forced_distance", "heal",
      "ability", "consumption"};
  for (int k = 0; k <= int(DecisionKind::Script); ++k) {
    const Decision d = full_decision(DecisionKind(k));
    INFO(decision_kind_name(d.kind));
    const json j = decision_json(d);
    CHECK(j["kind"] == decision_kind_name(d.kind));
    for (const std::string& f : decision_fields) CHECK(j.contains(f));
    for (const std::string& f : option_fields) CHECK(j["options"][0].contains(f));
    // An option that sets nothing has only its key and text.
    CHECK(j["options"][1].size() == 2);
    // The values, as a client reads them.
    const json& o = j["options"][0];
    CHECK(o["hex"] == hex_json(*d.options[0].hex));
    CHECK(o["path"].size() == d.options[0].path.size());
    CHECK(o["modifier"]["value"] == d.options[0].modifier->value);
    CHECK(o["modifier"]["effects"]["conditions"] == json::array({"wound"}));
    CHECK(o["negate"] == "discard_two_b");
    CHECK(o["elements"].size() == 2);
    CHECK(j["ability"]["effects"]["pierce"] == d.ability->effects.pierce);
  }
}

TEST_CASE("[serve] the modifier cells a player chooses between are worded in the request's language") {
  Decision d;
  d.kind = DecisionKind::ChooseModifier;
  ModifierCell plus2, miss;
  plus2.kind = ModifierCell::Add, plus2.value = 2, plus2.effects.conditions = bit(Condition::Wound);
  miss.kind = ModifierCell::Null;
  d.options.add("first").modifier = plus2;
  d.options.add("second").modifier = miss;
  const Board board;
  const words::Labels german(test::base().loaded.db, board, words::language("de"));
  const json de = decision_json(d, &german), en = decision_json(d);
  for (size_t i = 0; i < 2; ++i)
    CHECK(de["options"][i]["modifier"]["text"] == words::cell_words(*d.options[i].modifier, german.lang()));
  CHECK(de["options"][0]["modifier"]["text"] != en["options"][0]["modifier"]["text"]);  // the condition's name
}

TEST_CASE("[serve] scenario 1 played through the API matches the engine played directly, and resumes from the save") {
  TempDir dir;
  const ContentDb& db = test::base().loaded.db;
  ScriptHost* lua = test::base().lua.get();
  auto api = std::make_unique<WebApi>(db, lua, config(dir));
  Client c{api.get()};
  json s = c.state();
  REQUIRE(c.answer("bruiser", s["version"]).status == 200);

  // The engine directly, with the setup the campaign saved.
  SaveRecord rec;
  REQUIRE(read_save(dir.file("campaign.sav"), "campaign", kCampaignSaveVersion, rec).empty());
  Campaign camp;
  REQUIRE(from_save(rec, camp).empty());
  REQUIRE(camp.current);
  REQUIRE(camp.current->setup.scenario == 1);
  Game g(db, lua, camp.current->setup);
  AutoPlayer bot(7);
  std::set<std::string> kinds;
  int64_t last_seq = 0;
  int answers = 0, marked = 0;
  const cli::Screen screen(false);
  while (!g.over()) {
    s = c.state();
    REQUIRE(s["decision"]["kind"] == decision_kind_name(g.decision()->kind));
    REQUIRE(s["decision"]["options"].size() == g.decision()->options.size());
    REQUIRE(s["board"]["hash"] == hash_hex(g.hash()));
    kinds.insert(s["decision"]["kind"]);
    // The page's question is the terminal's, labels included: a hex by the number the map draws
    // in it (the option's mark, which the page draws in the hex too), a monster by its mark.
    std::string served = s["decision"]["prompt"].get<std::string>() + "\n";
    for (size_t i = 0; i < s["decision"]["options"].size(); ++i) {
      const json& o = s["decision"]["options"][i];
      served += "  " + std::to_string(i + 1) + ") " + o["text"].get<std::string>() + "\n";
      if (o.contains("mark") && o["text"].get<std::string>().find("[" + o["mark"].get<std::string>() + "]") != std::string::npos) ++marked;
    }
    CHECK(served == screen.question(g, *g.decision()));
    const std::string key = g.decision()->options[size_t(bot.choose(g))].key;
    const ApiResponse r = c.answer(key, s["version"], last_seq);
    REQUIRE(r.status == 200);
    REQUIRE(g.answer(key).ok());
    for (const json& e : r.body["events"]) {
      CHECK(e["seq"].get<int64_t>() > last_seq);
      last_seq = e["seq"];
    }
    ++answers;
    if (answers == 25) {
      // Another server over the same save (as after a restart) goes on
      // where this one stopped, with the events of the scenario so far.
      api.reset();  // the first one lets go of the save
      api = std::make_unique<WebApi>(db, lua, config(dir));
      c = Client{api.get()};
      const json resumed = c.state();
      CHECK(resumed["board"]["hash"] == hash_hex(g.hash()));
      CHECK(resumed["answers"] == answers);
      CHECK(resumed["events"].size() >= 10);
      last_seq = 0;
      for (const json& e : resumed["events"]) last_seq = e["seq"];
    }
    REQUIRE(answers < 3000);
  }
  CHECK(marked >= 10);  // moves named by the numbers drawn in their hexes
  s = c.state();
  CHECK(s["scenario_over"] == true);
  CHECK(s["board"]["outcome"] == (g.outcome() == Outcome::Won ? "won" : "lost"));
  CHECK(s["board"]["hash"] == hash_hex(g.hash()));
  CHECK(s["decision"]["scope"] == "campaign");
  CHECK(s["events"].back()["kind"] == "ScenarioEnded");
  // Why it ended: the engine's reason, as the ScenarioEnded event has it, and its words.
  REQUIRE(s["board"].contains("end"));
  CHECK(s["board"]["end"]["reason"] == s["events"].back()["reason"]);
  CHECK(!s["board"]["end"]["text"].get<std::string>().empty());
  CHECK(s["events"].back()["text"].get<std::string>().find(s["board"]["end"]["text"].get<std::string>()) != std::string::npos);
  for (const char* kind : {"SelectCards", "ChooseAction", "MoveDestination", "ChooseTarget"}) CHECK(kinds.count(kind));

  // The replay the server kept re-runs to the same end.
  SaveRecord rr;
  REQUIRE(read_save(dir.file("scenario.replay"), "replay", kReplayVersion, rr).empty());
  Replay replay;
  REQUIRE(replay_from_save(rr, replay).empty());
  const ReplayCheck check = run_replay(db, lua, replay);
  CHECK(check.ok);
  CHECK(check.final_hash == g.hash());
}

TEST_CASE("[serve] /api/lookups: the terminal's look-ups of the game in play, and every item offered either equipped or refused with why") {
  TempDir dir;
  std::filesystem::copy_file(std::string(BNB_SOURCE_DIR) + "/tests/web/data/equip-campaign.sav", dir.file("campaign.sav"));
  const ContentDb& db = test::base().loaded.db;
  WebApi api(db, test::base().lua.get(), config(dir));
  Client c{&api};
  json s = c.state();
  REQUIRE(s["decision"]["kind"] == "EquipItems");
  CHECK(s["board"]["end"].is_null());  // not over: no cause
  // Equip what can be equipped, the first offered each time, until only "start" is left.
  for (int n = 0; n < 10; ++n) {
    const json& opts = s["decision"]["options"];
    const auto it = std::find_if(opts.begin(), opts.end(), [](const json& o) { return o.contains("item_def"); });
    if (it == opts.end() || s["decision"]["kind"] != "EquipItems") break;
    REQUIRE(c.answer((*it)["key"], s["version"]).status == 200);
    s = c.state();
  }
  const json l = c.get("/api/lookups").body;
  CHECK(l["scenario"].get<std::string>().find(s["board"]["scenario"]["name"].get<std::string>()) != std::string::npos);
  CHECK(l["monsters"].size() == s["board"]["monsters"].size());
  for (const json& m : l["monsters"]) CHECK(m["text"].get<std::string>().find(db.monsters[m["def"].get<size_t>()].name) != std::string::npos);
  CHECK(!l["tables"].get<std::string>().empty());
  CHECK(!l["order"].get<std::string>().empty());
  CHECK(l["items"].size() == s["board"]["character"]["items"].size());
  CHECK(l["offered"].size() == s["campaign"]["items"].size());
  // Every item offered is carried or refused, and a refusal says which limit and why.
  std::set<int> carried;
  for (const json& it : s["board"]["character"]["items"]) carried.insert(it["def"].get<int>());
  std::set<int> refused;
  for (const json& r : l["refused"]) {
    refused.insert(r["item_def"].get<int>());
    CHECK((r["block"] == "pair_equipped" || r["block"] == "hands_full" || r["block"] == "small_slots_full"));
    CHECK(r["text"].get<std::string>().find(": ") != std::string::npos);
  }
  CHECK(!refused.empty());
  for (const json& o : l["offered"]) CHECK((carried.count(o["item_def"].get<int>()) + refused.count(o["item_def"].get<int>())) == 1);
}

TEST_CASE("[serve] look-ups: monsters with their action cards, tables, items, scenario rules, classes") {
  TempDir dir;
  WebApi api(test::base().loaded.db, test::base().lua.get(), config(dir));
  Client c{&api};
  const json monsters = c.get("/api/monsters").body;
  REQUIRE(monsters.size() == test::base().loaded.db.monsters.size());
  CHECK(monsters[0]["columns"].size() == 3);
  const json tables = c.get("/api/tables").body;
  CHECK(tables["die"].size() == 6);
  CHECK(tables["monsters"][0]["rows"].size() == 6);
  CHECK(c.get("/api/items").body.size() == test::base().loaded.db.items.size());
  ApiRequest r;
  r.method = "GET", r.path = "/api/scenario", r.token = kToken, r.query["number"] = "1";
  const ApiResponse sc = api.handle(r);
  REQUIRE(sc.status == 200);
  CHECK(sc.body["number"] == 1);
  CHECK_FALSE(sc.body["goal_text"].get<std::string>().empty());
  r.query["number"] = "999";
  CHECK(api.handle(r).status == 404);
  const json classes = c.get("/api/classes").body;
  CHECK(classes[0]["cards"][0].contains("a"));
  CHECK(classes[0]["cards"][0]["b"].contains("bottom"));
  // The look-up cards are the words layer's, the same as `bnb show` and the terminal's look-ups.
  const ContentDb& db = test::base().loaded.db;
  CHECK(monsters[0]["card"] == words::monster_card(db, 0));
  CHECK(c.get("/api/items").body[0]["card"] == words::item_text(db, 0));
  CHECK(classes[0]["card"] == words::class_card(db, 0));
  CHECK(classes[0]["cards"][0]["a"]["top"]["text"] == words::action_words(db.cards[size_t(db.card_index(db.classes[0].cards[0]))].a.top));
  r.query["number"] = "8";
  const ApiResponse s8 = api.handle(r);
  REQUIRE(s8.status == 200);
  CHECK(s8.body["card"] == words::scenario_card(db, db.scenario_index(8)));
  CHECK(s8.body["special_rules"] == json(words::special_rules(db, db.scenario_index(8))));
  CHECK(s8.body["special_rules"].size() >= 3);
}

TEST_CASE("[serve] a campaign started in the browser goes on in the terminal and back (one save file)") {
  TempDir dir;
  const ContentDb& db = test::base().loaded.db;
  auto api = std::make_unique<WebApi>(db, test::base().lua.get(), config(dir));
  Client c{api.get()};
  json s = c.state();
  REQUIRE(c.answer("bruiser", s["version"]).status == 200);
  s = c.state();
  REQUIRE(s["decision"]["kind"] == "SelectCards");
  const std::string first = s["decision"]["options"][0]["key"];
  REQUIRE(c.answer(first, s["version"]).status == 200);
  const json before = c.state();
  REQUIRE(before["answers"] == 1);

  // While the server runs, it holds the save: the terminal says so and leaves it alone.
  const test::BnbRun refused = test::run_bnb("play --save '" + dir.file("campaign.sav") + "' </dev/null");
  INFO(refused.out);
  CHECK(refused.status == 1);
  CHECK(refused.out.find("in use by bnb serve") != std::string::npos);

  // The server stops; the terminal answers the next decision (its first option) and quits.
  api.reset();
  const test::BnbRun run = test::run_bnb("play --save '" + dir.file("campaign.sav") + "' <<'EOF'\n1\nq\nEOF");
  INFO(run.out);
  REQUIRE(run.status == 4);  // bnb play's exit code for quit
  CHECK(run.out.find("(resumed)") != std::string::npos);

  // The server again: it sees the terminal's answer; an answer chosen before it is out of date.
  api = std::make_unique<WebApi>(db, test::base().lua.get(), config(dir));
  c.api = api.get();
  const json after = c.state();
  CHECK(after["answers"] == 2);
  CHECK(after["board"]["hash"] != before["board"]["hash"]);
  const std::string stale = before["decision"]["options"][0]["key"];
  CHECK(c.answer(stale, after["version"].get<int64_t>() - 1).status == 409);
  CHECK(c.state() == after);

  // The engine directly: the same two answers give the same board.
  SaveRecord rec;
  REQUIRE(read_save(dir.file("campaign.sav"), "campaign", kCampaignSaveVersion, rec).empty());
  Campaign camp;
  REQUIRE(from_save(rec, camp).empty());
  REQUIRE(camp.current);
  REQUIRE(camp.current->answers.size() == 2);
  CHECK(camp.current->answers[0] == first);
  Game g(db, test::base().lua.get(), camp.current->setup);
  for (const std::string& k : camp.current->answers) REQUIRE(g.answer(k).ok());
  CHECK(after["board"]["hash"] == hash_hex(g.hash()));

  // And back: the browser answers, the terminal resumes after that answer.
  REQUIRE(c.answer(after["decision"]["options"][0]["key"], after["version"]).status == 200);
  api.reset();
  const test::BnbRun again = test::run_bnb("play --save '" + dir.file("campaign.sav") + "' </dev/null");
  CHECK(again.out.find("(resumed)") != std::string::npos);
  Campaign camp2;
  REQUIRE(read_save(dir.file("campaign.sav"), "campaign", kCampaignSaveVersion, rec).empty());
  REQUIRE(from_save(rec, camp2).empty());
  CHECK(camp2.current->answers.size() == 3);
}

TEST_CASE_METHOD(Served, "[serve] a save another program replaced with one the server can read is read again, never overwritten") {
  const ContentDb& db = test::base().loaded.db;
  const json before = start_bruiser();
  REQUIRE(before["decision"].is_object());

  // A program that does not take the lock writes a campaign of another class.
  Campaign other = new_campaign(db, "spellweaver", 7);
  REQUIRE(write_save_atomically(dir.file("campaign.sav"), to_save(other)).empty());
  const std::string theirs = read_file(dir.file("campaign.sav"));
  const json after = c.state();
  INFO(after.dump());
  REQUIRE(after.contains("campaign"));
  CHECK(after["campaign"]["class"] == "spellweaver");
  CHECK(after["version"] != before["version"]);
  // The answer chosen in the old state is out of date; the file is still theirs.
  CHECK(c.answer(before["decision"]["options"][0]["key"], before["version"]).status == 409);
  CHECK(read_file(dir.file("campaign.sav")) == theirs);
}

TEST_CASE("[serve] winning scenario 20 ends the campaign: the state carries the epilogue and the campaign's record as fields") {
  // The base game with the test mod whose scenario 20 cannot be lost (as the terminal's end test).
  LoadResult loaded = load_mods({test::source_path("base_content"), std::string(BNB_SOURCE_DIR) + "/tests/cli/data/finale"});
  REQUIRE_FALSE(loaded.diags.has_errors());
  LuaHost lua;
  lua.load(loaded.db, loaded.diags);
  const ContentDb& db = loaded.db;
  REQUIRE_FALSE(db.campaign_epilogue.empty());

  // A Bruiser campaign that has won everything up to scenario 20: scenario 1 after one loss,
  // scenario 13 after two.
  Campaign camp = new_campaign(db, "bruiser", 1);
  int rounds = 0, wins = 0, losses = 0;
  auto played = [&](int n, bool win, int r) {
    camp.played.push_back({n, win ? ScenarioResult::Won : ScenarioResult::Lost, r, camp.next_seed++, {}});
    record_result(db, camp, n, win);
    rounds += r, (win ? wins : losses) += 1;
  };
  for (std::vector<int> open = playable_scenarios(db, camp); open != std::vector<int>{20}; open = playable_scenarios(db, camp)) {
    REQUIRE_FALSE(open.empty());
    if (open.front() == 1) played(1, false, 4);
    if (open.front() == 13) played(13, false, 6), played(13, false, 7);
    played(open.front(), true, 5);
  }
  TempDir dir;
  REQUIRE(write_save_atomically(dir.file("campaign.sav"), to_save(camp)).empty());

  WebApi api(db, &lua, config(dir));
  Client c{&api};
  json s = c.state();
  // Before the finale: the record so far, no epilogue yet.
  CHECK(s["campaign"]["finished"] == false);
  CHECK(s["campaign"]["epilogue"].is_null());
  CHECK(s["campaign"]["record"]["played"].size() == camp.played.size());

  // The finale, played by the built-in player on a copy of the server's campaign and game.
  CampaignFlow mirror(db, camp, "normal");
  std::unique_ptr<Game> g;
  AutoPlayer bot(1);
  for (int steps = 0; !s["decision"].is_null(); ++steps, s = c.state()) {
    REQUIRE(steps < 2000);
    std::string key;
    if (s["decision"]["scope"] == "campaign") {
      int pick = 0;
      for (size_t i = 0; i < s["decision"]["options"].size(); ++i) {
        const json& o = s["decision"]["options"][i];
        if (o.value("scenario", 0) == 20 || o.value("go_on", false)) pick = int(i);
      }
      key = s["decision"]["options"][size_t(pick)]["key"];
      REQUIRE(mirror.answer_index(pick).ok());
    } else {
      if (!g) {
        REQUIRE(mirror.scenario());
        REQUIRE(mirror.scenario()->setup.scenario == 20);
        g = std::make_unique<Game>(db, &lua, mirror.scenario()->setup);
      }
      key = g->decision()->options[size_t(bot.choose(*g))].key;
      REQUIRE(g->answer(key).ok());
    }
    REQUIRE(c.answer(key, s["version"]).status == 200);
  }
  REQUIRE(g);
  REQUIRE(g->outcome() == Outcome::Won);

  // The end: the epilogue from campaign.yaml, and the record as fields (not prose).
  const json& end = s["campaign"];
  CHECK(end["ended"] == true);
  CHECK(end["finished"] == true);
  CHECK(end["epilogue"] == db.campaign_epilogue);
  const json& record = end["record"];
  const int rounds_20 = g->board().round;
  CHECK(record["wins"] == wins + 1);
  CHECK(record["losses"] == 3);
  CHECK(record["rounds"] == rounds + rounds_20);
  const json& order = record["played"];
  REQUIRE(order.size() == camp.played.size() + 1);
  CHECK(order[0] == json{{"scenario", 1}, {"name", "A Rude Welcome"}, {"result", "lost"}, {"rounds", 4}});
  CHECK(order[1] == json{{"scenario", 1}, {"name", "A Rude Welcome"}, {"result", "won"}, {"rounds", 5}});
  CHECK(order.back()["scenario"] == 20);
  CHECK(order.back()["result"] == "won");
  CHECK(order.back()["rounds"] == rounds_20);
  // Per scenario, in the order first played: its retries (losses before the win) and rounds.
  const json& per = record["scenarios"];
  std::set<int> distinct{20};
  for (const ScenarioRecord& p : camp.played) distinct.insert(p.scenario);
  REQUIRE(per.size() == distinct.size());
  CHECK(per[0] == json{{"scenario", 1}, {"name", "A Rude Welcome"}, {"won", true}, {"retries", 1}, {"rounds", 9}});
  const auto t13 = std::find_if(per.begin(), per.end(), [](const json& t) { return t["scenario"] == 13; });
  REQUIRE(t13 != per.end());
  CHECK(*t13 == json{{"scenario", 13}, {"name", "Zipping Across"}, {"won", true}, {"retries", 2}, {"rounds", 18}});
  CHECK(per.back()["scenario"] == 20);
}

TEST_CASE_METHOD(Served, "[serve] each request is worded in its language: the question and options and log and look-ups while the save holds no words") {
  json s = start_bruiser();
  // Into scenario 1 far enough for a log: every first option until round 2.
  for (int i = 0; i < 40 && s["decision"].is_object() && s["board"].is_object() && s["board"]["round"].get<int>() < 2; ++i) {
    REQUIRE(c.answer(s["decision"]["options"][0]["key"], s["version"], s["last_seq"]).status == 200);
    s = c.state();
  }
  REQUIRE(s["decision"].is_object());
  const json en = c.state();
  const std::string saved = read_file(dir.file("campaign.sav"));
  c.lang = "de";
  const json de = c.state();
  CHECK(en["lang"] == "en");
  CHECK(de["lang"] == "de");
  CHECK(de["version"] == en["version"]);  // the same state, other words
  CHECK(de["decision"]["prompt"] != en["decision"]["prompt"]);
  REQUIRE(de["events"].size() == en["events"].size());
  int differ = 0;
  for (size_t i = 0; i < en["events"].size(); ++i) {
    CHECK(de["events"][i]["seq"] == en["events"][i]["seq"]);
    CHECK(de["events"][i]["kind"] == en["events"][i]["kind"]);
    differ += de["events"][i]["text"] != en["events"][i]["text"];
  }
  CHECK(differ > 0);  // the log is worded again
  CHECK(c.get("/api/lookups").body["order"].is_string());
  // An answer in German, then English again: the save is the same as ever, whatever the language.
  REQUIRE(c.answer(de["decision"]["options"][0]["key"], de["version"], de["last_seq"]).status == 200);
  CHECK(read_file(dir.file("campaign.sav")).find("lang") == std::string::npos);
  CHECK(saved.find("lang") == std::string::npos);
  c.lang = "";
  const json back = c.state();
  CHECK(back["lang"] == "en");
  CHECK(back["events"][0]["text"] == en["events"][0]["text"]);
  // A language bnb does not speak is English.
  c.lang = "xx";
  CHECK(c.get("/api/state").body["lang"] == "en");
}

TEST_CASE("[serve] /api/monsters, /api/items, /api/tables, the classes' scripted abilities and the campaign's record are worded in the request's language") {
  TempDir dir;
  const ContentDb& db = test::base().loaded.db;
  // A campaign that won scenario 1 (the browser tests' save at scenario 2's equip screen).
  std::filesystem::copy_file(std::string(BNB_SOURCE_DIR) + "/tests/web/data/equip-campaign.sav", dir.file("campaign.sav"));
  ApiConfig conf = config(dir);
  conf.texts = &test::base().loaded.texts;  // the content's German names and texts, as `bnb serve` loads them
  WebApi api(db, test::base().lua.get(), conf);
  Client en{&api}, de{&api, "de"};
  words::Lang german = words::language("de");
  german.texts = conf.texts;
  // Asked in German, then in English: each answer in its request's language.
  const json monsters = de.get("/api/monsters").body, monstersEn = en.get("/api/monsters").body;
  const json items = de.get("/api/items").body, itemsEn = en.get("/api/items").body;
  const json tables = de.get("/api/tables").body, tablesEn = en.get("/api/tables").body;
  REQUIRE(monsters.size() == db.monsters.size());
  REQUIRE(items.size() == db.items.size());
  // Every monster card and item card is the words layer's German one, and none is worded as in English.
  size_t names = 0, abilities = 0, german_abilities = 0;
  for (size_t i = 0; i < db.monsters.size(); ++i) {
    CHECK(monsters[i]["name"] == german.name(db.monsters[i]));
    CHECK(monsters[i]["card"] == words::monster_card(db, int(i), nullptr, german));
    CHECK(monsters[i]["card"] != monstersEn[i]["card"]);
    names += monsters[i]["name"] != monstersEn[i]["name"];
    for (size_t c = 0; c < monsters[i]["columns"].size(); ++c)
      for (size_t a = 0; a < monsters[i]["columns"][c]["abilities"].size(); ++a, ++abilities)
        german_abilities += monsters[i]["columns"][c]["abilities"][a]["text"] != monstersEn[i]["columns"][c]["abilities"][a]["text"];
  }
  CHECK(names == db.monsters.size());
  CHECK(german_abilities > abilities * 9 / 10);  // "Angriff 3", not "Attack 3" (a bare number is the same)
  for (size_t i = 0; i < db.items.size(); ++i) {
    CHECK(items[i]["name"] == german.name(db.items[i]));
    CHECK(items[i]["text"] == german.item_text(db.items[i]));
    CHECK(items[i]["card"] == words::item_text(db, int(i), german));
    CHECK(items[i]["name"] != itemsEn[i]["name"]);
    CHECK(items[i]["card"] != itemsEn[i]["card"]);
  }
  // The tables: each class by its German name, the cells with effects in German words.
  REQUIRE(tables["classes"].size() == db.classes.size());
  for (size_t k = 0; k < db.classes.size(); ++k) CHECK(tables["classes"][k]["name"] == german.name(db.classes[k]));
  size_t effect_cells = 0, german_cells = 0;
  for (size_t k = 0; k < db.classes.size(); ++k)
    for (size_t l = 0; l < tables["classes"][k]["tables"].size(); ++l)
      for (size_t r = 0; r < 6; ++r)
        for (size_t c = 0; c < 3; ++c) {
          const ModifierCell& cell = db.classes[k].tables[l].at(int(r), int(c));
          const json& shown = tables["classes"][k]["tables"][l][r][c]["text"];
          CHECK(shown == words::cell_words(cell, german));
          if (cell.effects.empty()) continue;
          ++effect_cells;
          german_cells += shown != tablesEn["classes"][k]["tables"][l][r][c]["text"];
        }
  CHECK(effect_cells > 0);
  CHECK(german_cells == effect_cells);
  // The classes' cards: each half in German, its scripted abilities too (a Cragheart's boulder).
  const json classes = de.get("/api/classes").body;
  size_t halves = 0;
  for (const json& cls : classes)
    for (const json& card : cls["cards"])
      for (const char side : {'A', 'B'})
        for (const bool top : {true, false}) {
          const CardDef& def = db.cards[card["def"].get<size_t>()];
          const std::string words = words::action_words(german.action(def, side, top), 0, german);
          CHECK(card[side == 'A' ? "a" : "b"][top ? "top" : "bottom"]["text"] == words);
          ++halves;
        }
  size_t cards = 0;
  for (const ClassDef& cls : db.classes) cards += cls.cards.size();
  CHECK(halves == 4 * cards);
  // The record of the scenarios played names each in German.
  const json played = de.state()["campaign"]["record"], playedEn = en.state()["campaign"]["record"];
  REQUIRE(played["played"].size() == 1);
  CHECK(played["played"][0]["name"] == german.name(db.scenarios[size_t(db.scenario_index(1))]));
  CHECK(played["played"][0]["name"] != playedEn["played"][0]["name"]);
  CHECK(played["scenarios"][0]["name"] == played["played"][0]["name"]);
}

TEST_CASE("[serve] saved answers that no longer fit the content start the scenario over and the state says from which answer") {
  TempDir dir;
  const ContentDb& db = test::base().loaded.db;
  {
    WebApi api(db, test::base().lua.get(), config(dir));
    Client c{&api};
    REQUIRE(c.answer("bruiser", c.state()["version"]).status == 200);
  }
  SaveRecord rec;
  REQUIRE(read_save_file(dir.file("campaign.sav"), "campaign", kCampaignSaveVersion, rec).status == SaveStatus::Ok);
  const std::string bad = "an-option-the-content-no-longer-has";
  rec.lines.push_back({"answer", bad});
  REQUIRE(write_save_atomically(dir.file("campaign.sav"), rec).empty());
  WebApi api(db, test::base().lua.get(), config(dir));
  Client c{&api};
  const json s = c.state();
  INFO(s["campaign"].dump());
  CHECK(s["campaign"]["restarted_at"] == bad);
  CHECK(s["campaign"]["notice"].get<std::string>().find(bad) != std::string::npos);
  CHECK(s["answers"] == 0);
  c.lang = "de";
  CHECK(c.state()["campaign"]["notice"].get<std::string>().find("beginnt von vorn") != std::string::npos);
}

TEST_CASE("[serve] an older save's scenario in progress restarts, and the page is told so in the request's language") {
  TempDir dir;
  SaveRecord r;
  r.kind = "campaign", r.version = 1;  // asked its questions before the folded windows
  r.lines = {{"class", "bruiser"}, {"completed", "1"}, {"items", "1 2"}, {"open", "2"}, {"next_seed", "4"},
             {"played", "1 won 6 2"}, {"scenario", "2"}, {"level", "1"}, {"seed", "3"}, {"difficulty", "normal"},
             {"scenario_items", "1 2"}, {"answer", "cards 0 1"}, {"answer", "keep"}};
  REQUIRE(write_save_atomically(dir.file("campaign.sav"), r).empty());
  WebApi api(test::base().loaded.db, test::base().lua.get(), config(dir));
  Client c{&api};
  const words::Lang de = words::language("de");
  CHECK(c.state()["campaign"]["notice"] == words::Lang{}.say(words::Sentence::OldSaveRestarts, {{"n", "2"}}));
  c.lang = "de";
  CHECK(c.state()["campaign"]["notice"] == de.say(words::Sentence::OldSaveRestarts, {{"n", "2"}}));
  CHECK(c.state()["answers"] == 0);
}

TEST_CASE("[serve] MonsterPlanned carries the monster's focus as a field, told before the monster moves, in the request's language") {
  TempDir dir;
  WebApi api(test::base().loaded.db, test::base().lua.get(), config(dir));
  Client c{&api};
  json s = c.state();
  REQUIRE(c.answer("bruiser", s["version"]).status == 200);
  s = c.state();
  // Into scenario 1 until a monster has planned a move: every first option.
  const auto planned = [](const json& state) {
    for (const json& e : state["events"])
      if (e["kind"] == "MonsterPlanned") return true;
    return false;
  };
  for (int i = 0; i < 200 && s["decision"].is_object() && !planned(s); ++i) {
    REQUIRE(c.answer(s["decision"]["options"][0]["key"], s["version"], s["last_seq"]).status == 200);
    s = c.state();
  }
  REQUIRE(planned(s));
  const json& events = s["events"];
  size_t at = 0;
  while (events[at]["kind"] != "MonsterPlanned") ++at;
  const json& e = events[at];
  const int monster = e["monster"];
  REQUIRE(monster > 0);
  CHECK(s["board"]["figures"][size_t(monster)]["kind"] == "monster");
  CHECK(e["focus"] == 0);  // the character: visible, reachable in the open room of scenario 1
  const std::set<std::string> plans{"attacks", "moves_into_position", "in_position", "moves_closer", "no_move_cannot_shorten", "cannot_move"};
  CHECK(plans.count(e["plan"].get<std::string>()));
  CHECK(e["detail"] == true);  // the log leaves it out; the page's monster turn tells it
  CHECK(e["text"].get<std::string>().find("focuses on you") != std::string::npos);
  // Told in the monster's turn, before any step it takes.
  size_t turn = at;
  while (turn > 0 && !(events[turn]["kind"] == "TurnStarted" && events[turn]["figure"] == monster)) --turn;
  CHECK(events[turn]["kind"] == "TurnStarted");
  for (size_t i = turn; i < at; ++i) CHECK(!(events[i]["kind"] == "FigureMoved" && events[i]["figure"] == monster));
  c.lang = "de";
  CHECK(c.state()["events"][at]["text"].get<std::string>().find("hat dich im Fokus") != std::string::npos);
}
