#pragma once
// Names a mod may use that the engine knows under another name: keys renamed in a newer engine
// API, and names that belong elsewhere. The loader explains them ("'api' is written 'engine_api'")
// instead of calling them unknown. Add a row whenever a key or hook is renamed or moved, with the
// engine API (kEngineApi) that renamed it, so that mods written for the older API get a clear
// message; docs/content-format.md ("Engine API versions") lists the rows.
#include <string>
#include <string_view>

namespace bnb {

struct Renamed {
  std::string_view scope;     // where the name is used: "mod.yaml", "hooks" (a scenario's hooks),
                              // "lua" (an API function, named "table.function")
  std::string_view old_name;  // the name the mod wrote
  std::string_view new_name;  // the name to use
  int api;                    // the engine API that renamed it; 0 = never valid in this scope
  std::string_view why;       // the message when api is 0 (it names both names)
};

inline constexpr Renamed kRenamed[] = {
    {"mod.yaml", "api", "engine_api", 0, "the engine API a mod is written for is given as 'engine_api', not 'api'"},
    {"mod.yaml", "requires", "depends", 0, "the mods a mod needs are listed under 'depends', not 'requires'"},
    {"hooks", "hazard", "hazards", 0, "hazard scripts are bound by name under 'hazards', not 'hooks'"},
    {"hooks", "pressure_plate", "pressure_plates", 0,
     "pressure plate scripts are bound by name under 'pressure_plates', not 'hooks'"},
};

inline const Renamed* find_renamed(std::string_view scope, std::string_view name) {
  for (const Renamed& r : kRenamed)
    if (r.scope == scope && r.old_name == name) return &r;
  return nullptr;
}

// The message for a renamed name met in a mod written for engine API `mod_api` (0 = unknown).
inline std::string renamed_message(const Renamed& r, int mod_api) {
  if (r.api == 0) return std::string(r.why);
  std::string out = "'" + std::string(r.old_name) + "' was renamed to '" + std::string(r.new_name) + "' in engine API " +
                    std::to_string(r.api);
  if (mod_api > 0 && mod_api < r.api) out += " (the mod is written for API " + std::to_string(mod_api) + ": update it)";
  return out;
}

}  // namespace bnb
