#include "engine/base/content/map_legend.h"

#include <yaml-cpp/yaml.h>

namespace bnb {

namespace {

bool terrain_from(const std::string& s, Terrain& t) {
  const auto found = terrain_from_name(s);
  if (found) t = *found;
  return found.has_value();
}

}  // namespace

Legend scenario_legend(const ScenarioDef& s) {
  Legend out;
  if (s.source.file.empty()) return out;
  try {
    const YAML::Node root = YAML::LoadFile(s.source.file);
    const YAML::Node list = root["scenarios"];
    if (!list || !list.IsSequence()) return out;
    for (const YAML::Node& sc : list) {
      if (!sc.IsMap() || !sc["id"] || sc["id"].as<std::string>() != s.id) continue;
      const YAML::Node legend = sc["legend"];
      if (!legend || !legend.IsMap()) return out;
      for (const auto& kv : legend) {
        const std::string key = kv.first.as<std::string>();
        if (key.size() != 1) continue;
        LegendEntry e;
        e.symbol = key[0];
        if (kv.second.IsScalar()) {
          e.terrain = Terrain::Hazard, e.name = kv.second.as<std::string>();
        } else if (kv.second.IsMap()) {
          if (kv.second["terrain"] && !terrain_from(kv.second["terrain"].as<std::string>(), e.terrain)) continue;
          if (kv.second["name"]) e.name = kv.second["name"].as<std::string>();
          if (kv.second["letter"]) {
            const std::string l = kv.second["letter"].as<std::string>();
            if (l.size() == 1) e.letter = l[0];
          }
        } else {
          continue;
        }
        out.push_back(e);
      }
      return out;
    }
  } catch (const YAML::Exception&) {
    return {};  // the loader has reported any problem of the file; draw with the built-in symbols
  }
  return out;
}

}  // namespace bnb
