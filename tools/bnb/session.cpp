#include "tools/bnb/session.h"

#include <cstdio>

#include "tools/bnb/paths.h"

namespace bnb::cli {

bool open_session(const std::vector<std::string>& mods, Session& out) {
  const std::string base = find_base_content();
  std::vector<std::string> dirs{base};
  dirs.insert(dirs.end(), mods.begin(), mods.end());
  out = load_content(dirs, base);
  // Warnings alone (e.g. a next scenario no loaded mod defines) are for `bnb validate`; a game
  // shows the messages only when the content cannot be played.
  if (!out.ok()) std::fputs(out.loaded.diags.str().c_str(), stderr);
  return out.ok();
}

}  // namespace bnb::cli
