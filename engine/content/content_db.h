#pragma once
// Everything the loaded mods define, by id. Built once by the loader; read-only during play.
#include <string>
#include <string_view>
#include <vector>

#include "engine/content/defs.h"

namespace bnb {

inline constexpr int kEngineApi = 1;

struct ModInfo {
  std::string id, name, version;
  int engine_api = 1;
  std::vector<std::string> depends;
  std::string path;  // folder on disk
  // Lua files of the mod: path relative to the mod folder -> source text.
  std::vector<std::pair<std::string, std::string>> scripts;
};

struct ContentDb {
  std::vector<ModInfo> mods;  // in load order
  std::vector<MonsterDef> monsters;
  std::vector<CardDef> cards;
  std::vector<ClassDef> classes;
  std::vector<ItemDef> items;
  std::vector<ScenarioDef> scenarios;
  std::vector<Difficulty> monster_tables;  // easiest first
  DieDef die;
  int campaign_start = 1;

  int monster_index(std::string_view id) const;
  int card_index(std::string_view id) const;
  int class_index(std::string_view id) const;
  int item_index(int number) const;
  int scenario_index(int number) const;
  int difficulty_index(std::string_view id) const;
  const ModInfo* mod(std::string_view id) const;
};

}  // namespace bnb
