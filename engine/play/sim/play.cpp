#include "engine/play/sim/play.h"

#include "engine/play/game/describe_event.h"
#include "engine/play/game/play_to_end.h"

namespace bnb::sim {

namespace {

// Events are looked at for script errors this often (and at the end).
constexpr int kEventBatch = 256;

// Counts what the answer `o` to `d` does with the class's cards.
void note_answer(const Decision& d, const Option& o, std::vector<CardUse>& uses) {
  if (d.kind == DecisionKind::ChooseAction && o.card >= 0 && o.folded == Folded::None) {
    CardUse& u = uses[size_t(o.card)];
    (o.basic ? u.basic : o.top ? u.top : u.bottom) += 1;
  } else if (d.kind == DecisionKind::NegateDamage && o.negate != NegateCost::None && o.negate != NegateCost::Item &&
             o.negate != NegateCost::DismissFirst) {
    if (o.card >= 0) ++uses[size_t(o.card)].negate;
    if (o.card2 >= 0) ++uses[size_t(o.card2)].negate;
  }
}

// Keeps the first script error among the events after the first `seen` (a --strict run fails on
// it). They are looked at in place: taking them would hand the game an empty buffer to grow again.
void note_script_errors(const Game& g, size_t& seen, std::string& first) {
  const std::vector<Event>& events = g.events();
  for (; seen < events.size(); ++seen)
    if (const ScriptFailed* f = events[seen].get<ScriptFailed>(); f && first.empty())
      first = script_failure_text(*f->failure);
}

// The interned id of card `def`, from the process's table once per thread and card: the view kept
// is checked against the id, which holds also when other content is loaded at the same address.
std::string_view card_name(const ContentDb& db, int def) {
  thread_local std::vector<std::string_view> names;
  const std::string& id = db.cards[size_t(def)].id;
  if (size_t(def) >= names.size()) names.resize(size_t(def) + 1);
  if (names[size_t(def)] != id) names[size_t(def)] = interned_card_id(id);
  return names[size_t(def)];
}

std::string end_cause(const Game& g) {
  const Board& b = g.board();
  if (!g.over()) return "unfinished";
  if (g.outcome() == Outcome::Won) return "won";
  const Figure& hero = b.fig(b.character());
  if (!hero.alive || hero.hp <= 0) return "hit points";
  if (b.loss_requested) return "scenario rule";
  int playable = 0;
  for (const CardState& c : b.hero.cards) playable += c.pile == Pile::Hand || c.pile == Pile::Discard;
  return playable < 2 ? "cards" : "goal failed";
}

}  // namespace

GameRecord play_recorded(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, Bot& bot,
                         std::string_view bot_name, const std::atomic<bool>* stop) {
  Game g(db, scripts, setup);
  GameRecord r;
  r.class_id = setup.class_id, r.bot = std::string(bot_name), r.scenario = setup.scenario, r.seed = setup.seed;
  std::vector<CardUse> uses;
  size_t seen = 0;
  note_script_errors(g, seen, r.script_error);
  play_to_end(g, [&](Game&) {
    if (stop && stop->load(std::memory_order_relaxed)) return false;
    const Decision& d = *g.decision();
    const int i = bot.choose(g);
    // The hand is fixed once the setup's upgrades are made: size the table when cards appear.
    if (uses.size() < g.board().hero.cards.size()) uses.resize(g.board().hero.cards.size());
    note_answer(d, d.options[size_t(i)], uses);
    g.answer_index(i);
    if (++r.answers % kEventBatch == 0) note_script_errors(g, seen, r.script_error);
    return true;
  });
  note_script_errors(g, seen, r.script_error);
  const Board& b = g.board();
  const Figure& hero = b.fig(b.character());
  r.won = g.over() && g.outcome() == Outcome::Won;
  r.rounds = b.round;
  r.hp = std::max(0, int(hero.hp)), r.max_hp = hero.max_hp;
  r.end = end_cause(g);
  uses.resize(b.hero.cards.size());
  for (size_t i = 0; i < b.hero.cards.size(); ++i) {
    const CardState& c = b.hero.cards[i];
    r.cards_left += c.pile == Pile::Hand || c.pile == Pile::Discard;
    uses[i].card = card_name(db, c.def);
    uses[i].lost = c.pile == Pile::Lost;
  }
  r.cards = std::move(uses);
  return r;
}

GameSetup sim_setup(const ContentDb& db, int scenario, const std::string& class_id, uint64_t seed, int level,
                    const std::string& difficulty) {
  GameSetup s;
  s.scenario = scenario, s.class_id = class_id, s.level = level, s.seed = seed, s.difficulty = difficulty;
  for (const ItemDef& it : db.items) s.items_available.push_back(it.number);
  return s;
}

GameRecord play_bot_game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, BotConfig config,
                         const std::atomic<bool>* stop) {
  config.seed = setup.seed, config.scripts = scripts;
  const std::unique_ptr<Bot> bot = make_bot(config);
  return play_recorded(db, scripts, setup, *bot, bot_kind_name(config.kind), stop);
}

BlankedCard::BlankedCard(ContentDb& db, const std::string& card_id) : db_(db) {
  if (card_id.empty()) return;
  for (size_t i = 0; i < db.cards.size(); ++i)
    if (db.cards[i].id == card_id) saved_.emplace_back(i, db.cards[i]);
  blank_card(db, card_id);
}

BlankedCard::~BlankedCard() {
  for (auto& [i, def] : saved_) db_.cards[i] = std::move(def);
}

bool blank_card(ContentDb& db, const std::string& card_id) {
  bool found = false;
  for (CardDef& c : db.cards) {
    if (c.id != card_id) continue;
    for (CardSide* s : {&c.a, &c.b})
      for (Action* a : {&s->top, &s->bottom}) *a = Action{};
    found = true;
  }
  return found;
}

}  // namespace bnb::sim
