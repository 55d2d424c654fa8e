#include "engine/play/sim/json.h"

#include <optional>
#include <stdexcept>

#include <yaml-cpp/yaml.h>

#include "engine/base/core/scenario_number.h"

namespace bnb::sim {

namespace {

std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;  // ids and causes hold no control characters
    out += c;
  }
  return out + "\"";
}

}  // namespace

std::string to_json(const GameRecord& r) {
  std::string out = "{\"type\":\"game\",\"class\":" + quoted(r.class_id) + ",\"bot\":" + quoted(r.bot) +
                    ",\"scenario\":" + scenario_number_text(r.scenario) + ",\"seed\":" + std::to_string(r.seed) +
                    ",\"won\":" + (r.won ? "true" : "false") + ",\"rounds\":" + std::to_string(r.rounds) +
                    ",\"hp\":" + std::to_string(r.hp) + ",\"max_hp\":" + std::to_string(r.max_hp) +
                    ",\"cards_left\":" + std::to_string(r.cards_left) + ",\"end\":" + quoted(r.end) +
                    ",\"answers\":" + std::to_string(r.answers) + ",\"cards\":[";
  for (size_t i = 0; i < r.cards.size(); ++i) {
    const CardUse& c = r.cards[i];
    out += (i ? ",{" : "{") + std::string("\"card\":") + quoted(c.card) + ",\"top\":" + std::to_string(c.top) +
           ",\"bottom\":" + std::to_string(c.bottom) + ",\"basic\":" + std::to_string(c.basic) +
           ",\"negate\":" + std::to_string(c.negate) + ",\"lost\":" + (c.lost ? "true" : "false") + "}";
  }
  out += "]";
  if (!r.script_error.empty()) out += ",\"script_error\":" + quoted(r.script_error);  // only when there was one
  return out + "}";
}

std::optional<GameRecord> record_from_json(const std::string& line, std::string& error) {
  error.clear();
  try {
    // JSON is a subset of YAML's flow style: yaml-cpp reads these lines as they are.
    const YAML::Node n = YAML::Load(line);
    if (!n.IsMap() || !n["type"] || n["type"].as<std::string>() != "game") return std::nullopt;
    GameRecord r;
    r.class_id = n["class"].as<std::string>(), r.bot = n["bot"].as<std::string>();
    const std::optional<int> scenario = parse_scenario_number(n["scenario"].as<std::string>());
    if (!scenario) throw std::runtime_error("\"scenario\" is not a scenario number");
    r.scenario = *scenario, r.seed = n["seed"].as<uint64_t>(), r.won = n["won"].as<bool>();
    r.rounds = n["rounds"].as<int>(), r.hp = n["hp"].as<int>(), r.max_hp = n["max_hp"].as<int>();
    r.cards_left = n["cards_left"].as<int>(), r.end = n["end"].as<std::string>(), r.answers = n["answers"].as<int>();
    if (n["script_error"]) r.script_error = n["script_error"].as<std::string>();
    for (const YAML::Node& c : n["cards"]) {
      CardUse u;
      u.card = interned_card_id(c["card"].as<std::string>()), u.top = c["top"].as<int>(), u.bottom = c["bottom"].as<int>();
      u.basic = c["basic"].as<int>(), u.negate = c["negate"].as<int>(), u.lost = c["lost"].as<bool>();
      r.cards.push_back(u);
    }
    return r;
  } catch (const std::exception& e) {
    error = std::string("not a game record: ") + e.what();
    return std::nullopt;
  }
}

}  // namespace bnb::sim
