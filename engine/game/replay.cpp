#include "engine/game/replay.h"

#include <cstdio>
#include <sstream>

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
  s.lines.push_back({"scenario", std::to_string(r.setup.scenario)});
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
  try {
    out.setup.scenario = std::stoi(rec.get("scenario", "0"));
    out.setup.class_id = rec.get("class");
    out.setup.level = std::stoi(rec.get("level", "0"));
    out.setup.seed = std::stoull(rec.get("seed", "1"));
    out.setup.difficulty = rec.get("difficulty", "normal");
    std::istringstream items(rec.get("scenario_items"));
    for (int i; items >> i;) out.setup.items_available.push_back(i);
    out.mods = rec.all("mod");
    for (const std::string& line : rec.all("step")) {
      const size_t sp = line.find(' ');
      if (sp == std::string::npos) return "bad step line: '" + line + "'";
      out.steps.push_back({std::stoull(line.substr(0, sp), nullptr, 16), line.substr(sp + 1)});
    }
    out.final_hash = std::stoull(rec.get("final_hash", "0"), nullptr, 16);
  } catch (const std::exception&) {
    return "a number in the replay is not valid";
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
  for (size_t i = 0; i < r.steps.size(); ++i) {
    const auto& [hash, key] = r.steps[i];
    if (!g.answer(key).ok()) {
      out.ok = false, out.diverged_at = int(i + 1);
      out.message = "step " + std::to_string(i + 1) + ": answer '" + key + "' is not a legal option here";
      break;
    }
    if (g.hash() != hash) {
      out.ok = false, out.diverged_at = int(i + 1);
      out.message = "step " + std::to_string(i + 1) + ": state hash " + hash_hex(g.hash()) + " differs from the recorded " +
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
