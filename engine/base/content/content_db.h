#pragma once
// Everything the loaded mods define, by id. Built once by the loader; read-only during play.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/base/content/defs.h"

namespace bnb {

inline constexpr int kEngineApi = 1;

struct ModInfo {
  std::string id, name, version;
  int engine_api = 1;
  std::vector<std::string> depends;
  std::string path;  // folder on disk
  // Lua files of the mod: path relative to the mod folder -> source text.
  std::vector<std::pair<std::string, std::string>> scripts;
  // Definitions this mod added or replaced, by kind ("monster", "card", "class", "item", ...).
  std::map<std::string, int> defined;
  bool has_script(std::string_view file) const;
};

// A place where content names other content or a script. The loader keeps these so that the
// checks that need every mod loaded (unknown ids, missing Lua functions) can point at the field.
struct ContentRef {
  enum Kind : uint8_t { Monster, Card, Class, Item, Scenario, Script } kind = Monster;
  std::string target;     // id, number as text, or "file.lua#function"
  std::string mod;        // the mod whose file holds the reference
  SourceRef at;           // file, line, column of the field
  std::string path;       // path.to.field
  std::string owner;      // the definition holding it ("scenario 3"); dropped when it is replaced
  bool optional = false;  // an unknown target is only a warning (e.g. `next` beyond the slice)
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
  std::string campaign_epilogue;  // shown when the campaign is finished (campaign.yaml `epilogue`)
  SourceRef campaign_source;      // where the campaign's definition is written
  // The words scripts show by key (`texts:` of a definitions file), in English with {name}
  // placeholders; a later mod's key replaces an earlier one's (docs/modding.md "Words of a script").
  struct ScriptText {
    std::string text;
    SourceRef source;
  };
  std::map<std::string, ScriptText, std::less<>> texts;
  std::vector<ContentRef> refs;  // every cross reference of the loaded definitions

  int monster_index(std::string_view id) const;
  int card_index(std::string_view id) const;
  int class_index(std::string_view id) const;
  int item_index(int number) const;
  int scenario_index(int number) const;
  int difficulty_index(std::string_view id) const;
  const ModInfo* mod(std::string_view id) const;
};

}  // namespace bnb
