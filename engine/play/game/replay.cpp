#include "engine/play/game/replay.h"

#include <cstdio>
#include <sstream>

#include "engine/base/core/scenario_number.h"

namespace bnb {

std::string hash_hex(uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

SaveRecord replay_to_save(const Replay& r) {
  SaveRecord s;
  s.kind = "replay";
  s.version = kReplayVersion;
  s.lines.push_back({"scenario", scenario_number_text(r.setup.scenario)});
  s.lines.push_back({"class", r.setup.class_id});
  s.lines.push_back({"level", std::to_string(r.setup.level)});
  s.lines.push_back({"seed", std::to_string(r.setup.seed)});
  s.lines.push_back({"difficulty", r.setup.difficulty});
  std::string items;
  for (int i : r.setup.items_available) items += (items.empty() ? "" : " ") + std::to_string(i);
  s.lines.push_back({"scenario_items", items});
  for (const std::string& m : r.mods) s.lines.push_back({"mod", m});
  for (const auto& [h, key] : r.steps) s.lines.push_back({"step", hash_hex(h) + " " + key});
  s.lines.push_back({"final_hash", hash_hex(r.final_hash)});
  return s;
}

std::string replay_from_save(const SaveRecord& rec, Replay& out) {
  out = {};
  if (rec.version < kReplayVersion)
    return "replay version " + std::to_string(rec.version) +
           " was recorded by an older version of bnb that asked its questions differently (" +
           (rec.version < 2 ? "a yes/no question for each item window and bonus dismissal"
                            : "a yes/no question for each heal, shield or other ability a card's action may skip, and for "
                               "the added effects of each later target") +
           "); its answers do not fit this version, so it is not replayed. Record the game again to replay it.";
  std::string error;
  uint64_t level = 0;
  // "12" or "12.5"; a replay written before decimals has a whole number, which reads the same.
  const std::optional<int> scenario = parse_scenario_number(rec.get("scenario"));
  if (!scenario) return "the replay's scenario is not a scenario number: '" + rec.get("scenario") + "'";
  if (!rec.get_uint("level", 1000, 0, level, error) ||
      !rec.get_uint("seed", UINT64_MAX, 1, out.setup.seed, error) ||
      !rec.get_uint("final_hash", UINT64_MAX, 0, out.final_hash, error, 16))
    return error;
  out.setup.scenario = *scenario;
  out.setup.level = int(level);
  out.setup.class_id = rec.get("class");
  out.setup.difficulty = rec.get("difficulty", "normal");
  std::istringstream items(rec.get("scenario_items"));
  for (int i; items >> i;) out.setup.items_available.push_back(i);
  out.mods = rec.all("mod");
  for (size_t i = 0; i < rec.lines.size(); ++i) {
    if (rec.lines[i].first != "step") continue;
    const std::string& line = rec.lines[i].second;
    const size_t sp = line.find(' ');
    uint64_t hash = 0;
    if (sp == std::string::npos || !parse_uint(std::string_view(line).substr(0, sp), UINT64_MAX, hash, 16))
      return rec.where(i) + ": '" + line + "' is not a step (expected: <hexadecimal state hash> <answer key>)";
    out.steps.push_back({hash, line.substr(sp + 1)});
    if (i < rec.line_numbers.size()) out.step_lines.push_back(rec.line_numbers[i]);
  }
  return {};
}

ReplayCheck run_replay(const ContentDb& db, ScriptHost* scripts, const Replay& r) {
  ReplayCheck out;
  if (const SetupProblem p = check_setup(db, r.setup); p != SetupProblem::None) {
    out.ok = false;
    out.message = setup_problem_text(db, r.setup, p);
    return out;
  }
  Game g(db, scripts, r.setup);
  auto step = [&](size_t i) {
    return (i < r.step_lines.size() ? "line " + std::to_string(r.step_lines[i]) + ", " : std::string()) + "step " +
           std::to_string(i + 1);
  };
  for (size_t i = 0; i < r.steps.size(); ++i) {
    const auto& [hash, key] = r.steps[i];
    if (!g.answer(key).ok()) {
      out.ok = false, out.diverged_at = int(i + 1);
      out.message = step(i) + ": answer '" + key + "' is not a legal option here";
      break;
    }
    if (g.hash() != hash) {
      out.ok = false, out.diverged_at = int(i + 1);
      out.message = step(i) + ": state hash " + hash_hex(g.hash()) + " differs from the recorded " +
                    hash_hex(hash);
      break;
    }
  }
  out.final_hash = g.hash();
  out.outcome = g.outcome();
  out.rounds = g.board().round;
  if (out.ok && r.final_hash != 0 && r.final_hash != out.final_hash) {
    out.ok = false;
    out.message = "final state hash " + hash_hex(out.final_hash) + " differs from the recorded " + hash_hex(r.final_hash);
  }
  return out;
}

}  // namespace bnb
