#include "tests/lua/fake_api.h"

#include <stdexcept>

namespace bnb::test {

namespace {
std::string hex_str(Hex h) { return std::to_string(h.q) + "," + std::to_string(h.r); }
}  // namespace

FakeScriptApi::FakeScriptApi() {
  figs.push_back({0, FigureKind::Character, "bruiser", 0, {0, 0}, 10, 10, 0});
  figs.push_back({1, FigureKind::Monster, "rat", 1, {2, 0}, 4, 5, bit(Condition::Poison)});
  figs.push_back({2, FigureKind::Monster, "rat", 2, {0, 2}, 5, 5, 0});
}

int FakeScriptApi::round() const {
  if (throw_on_round) throw std::logic_error("round is broken");
  return round_;
}

std::optional<FigureView> FakeScriptApi::figure(FigureId id) const {
  for (const FigureView& f : figs)
    if (f.id == id) return f;
  return std::nullopt;
}

std::optional<FigureId> FakeScriptApi::figure_at(Hex h) const {
  for (const FigureView& f : figs)
    if (f.hex == h) return f.id;
  return std::nullopt;
}

std::vector<Hex> FakeScriptApi::letter_hexes(char letter) const {
  if (letter == 'A') return {{1, 0}, {1, -1}};
  return {};
}

std::vector<CardView> FakeScriptApi::cards() const { return {{"trample", "Trample", "hand", 'A'}}; }
std::vector<ItemView> FakeScriptApi::items() const { return {{6, "clean_water", "Drop of Clean Water", "ready"}}; }

VarValue FakeScriptApi::get_var(const std::string& name) const {
  const auto it = vars.find(name);
  return it == vars.end() ? VarValue{} : it->second;
}

void FakeScriptApi::suffer_damage(FigureId id, int amount) {
  calls.push_back("suffer_damage " + std::to_string(id) + " " + std::to_string(amount));
  if (suspend_on_damage) suspended = true;
}
void FakeScriptApi::heal(FigureId id, int amount) {
  calls.push_back("heal " + std::to_string(id) + " " + std::to_string(amount));
}
bool FakeScriptApi::add_condition(FigureId id, Condition c) {
  calls.push_back("add_condition " + std::to_string(id) + " " + std::string(condition_name(c)));
  if (id == 2) {
    error = "rat 2 is immune";
    return false;
  }
  return true;
}
void FakeScriptApi::remove_condition(FigureId id, Condition c) {
  calls.push_back("remove_condition " + std::to_string(id) + " " + std::string(condition_name(c)));
}
bool FakeScriptApi::move_figure(FigureId id, Hex to) {
  calls.push_back("move " + std::to_string(id) + " " + hex_str(to));
  if (on_move) on_move(id);
  if (figure_at(to)) {
    error = "hex " + hex_str(to) + " is occupied";
    return false;
  }
  return true;
}
bool FakeScriptApi::push(FigureId id, FigureId from, int distance) {
  calls.push_back("push " + std::to_string(id) + " " + std::to_string(from) + " " + std::to_string(distance));
  return true;
}
bool FakeScriptApi::pull(FigureId id, FigureId toward, int distance) {
  calls.push_back("pull " + std::to_string(id) + " " + std::to_string(toward) + " " + std::to_string(distance));
  return true;
}
std::vector<ObjectiveView> FakeScriptApi::objectives() const {
  return {{{-2, 1}, "Barricade", 3, 5}, {{-2, 2}, "", -1, -1}};
}
bool FakeScriptApi::control_move(FigureId id, int points) {
  calls.push_back("control_move " + std::to_string(id) + " " + std::to_string(points));
  if (id == 2) {
    error = "rat 2 is immobilized";
    return false;
  }
  return true;
}
bool FakeScriptApi::control_attack(FigureId id, const ControlAttack& a) {
  calls.push_back("control_attack " + std::to_string(id) + " " + std::to_string(a.value) + " " +
                  std::to_string(a.range) + " " + std::to_string(a.targets));
  return true;
}
std::optional<FigureId> FakeScriptApi::spawn(const std::string& monster, Hex at) {
  calls.push_back("spawn " + monster + " " + hex_str(at));
  if (monster != "rat") {
    error = "unknown monster type '" + monster + "'";
    return std::nullopt;
  }
  return FigureId(3);
}
void FakeScriptApi::remove_figure(FigureId id) { calls.push_back("remove " + std::to_string(id)); }
void FakeScriptApi::infuse(Element e) { calls.push_back("infuse " + std::string(element_name(e))); }
bool FakeScriptApi::consume(Element e) {
  calls.push_back("consume " + std::string(element_name(e)));
  for (Element a : available)
    if (a == e) return true;
  error = std::string(element_name(e)) + " is not available";
  return false;
}
bool FakeScriptApi::set_terrain(Hex h, Terrain t, const std::string& name) {
  calls.push_back("set_terrain " + hex_str(h) + " " + std::string(terrain_name(t)) + " '" + name + "'");
  return true;
}
namespace {
// Literal words as they are; a keyed text as "key{name=value,...}".
std::string words_str(const ScriptWords& w) {
  if (!w.keyed()) return w.text;
  std::string out = w.key + "{";
  for (size_t i = 0; i < w.args.size(); ++i) out += (i ? "," : "") + w.args[i].first + "=" + w.args[i].second;
  return out + "}";
}
}  // namespace

void FakeScriptApi::message(const ScriptWords& words) { calls.push_back("message " + words_str(words)); }
void FakeScriptApi::win() { calls.push_back("win"); }
void FakeScriptApi::lose() { calls.push_back("lose"); }
bool FakeScriptApi::set_var(const std::string& name, const VarValue& v) {
  error = var_limit_problem(vars, name, v);
  if (!error.empty()) return false;
  if (std::holds_alternative<std::monostate>(v))
    vars.erase(name);
  else
    vars[name] = v;
  return true;
}
uint32_t FakeScriptApi::random(uint32_t n) {
  random_ns.push_back(n);
  return rng.below(n);
}

std::optional<int> FakeScriptApi::answer(const std::string& prompt) {
  asked.push_back(prompt);
  if (answers.empty()) {
    suspended = true;
    return std::nullopt;
  }
  const int a = answers.front();
  answers.pop_front();
  return a;
}
std::optional<int> FakeScriptApi::ask(const ScriptWords& prompt, const std::vector<ScriptWords>& options) {
  std::string line = "ask " + words_str(prompt);
  for (const ScriptWords& o : options) line += " [" + words_str(o) + "]";
  calls.push_back(line);
  return answer(words_str(prompt));
}
std::optional<int> FakeScriptApi::ask_hex(const ScriptWords& prompt, const std::vector<Hex>& hexes) {
  std::string line = "ask_hex " + words_str(prompt);
  for (Hex h : hexes) line += " [" + hex_str(h) + "]";
  calls.push_back(line);
  return answer(words_str(prompt));
}

}  // namespace bnb::test
