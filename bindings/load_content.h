#pragma once
// Loading content for any command (play, replay, validate, ...): the mods in order, with `base`
// first when a mod depends on it and was not given, then their Lua, then every script reference
// checked against the functions the Lua files define.
#include <memory>
#include <string>
#include <vector>

#include "engine/base/content/loader.h"
#include "engine/kernel/script/host.h"

namespace bnb {

struct LoadedContent {
  LoadResult loaded;                  // the definitions and every problem found
  std::unique_ptr<ScriptHost> scripts;
  const ContentDb& db() const { return loaded.db; }
  const ContentTexts& texts() const { return loaded.texts; }  // the player-facing texts by language
  bool ok() const { return loaded.ok(); }
};

// `base_dir` is the base game's folder, loaded first when a mod of `dirs` depends on `base`.
LoadedContent load_content(std::vector<std::string> dirs, const std::string& base_dir);

}  // namespace bnb
