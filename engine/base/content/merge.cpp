#include "engine/base/content/merge.h"

#include <algorithm>

namespace bnb::loader {

long Merger::claim(FileCtx& ctx, std::string_view kind, const std::string& key, const Val& at, size_t next_index) {
  std::string owner(kind);
  if (!key.empty()) owner += " " + key;
  const SourceRef here = ctx.source(at.mark);
  auto it = index_.find(owner);
  long index = long(next_index);
  if (it != index_.end()) {
    Entry& e = it->second;
    if (e.mod == mod_) {
      const bool number = !key.empty() && key.find_first_not_of("0123456789") == std::string::npos;
      const std::string what = key.empty() ? "a " + std::string(kind)
                               : number    ? std::string(kind) + " " + key
                                           : std::string(kind) + " '" + key + "'";
      ctx.error(at.mark, at.path,
                "mod '" + db_.mods[size_t(mod_)].id + "' already defines " + what + " at " + e.source.file + ":" +
                    std::to_string(e.source.line));
      ctx.refs.clear();
      return -1;
    }
    // An override: the earlier definition and everything it referred to go away.
    std::erase_if(db_.refs, [&](const ContentRef& r) { return r.owner == owner; });
    index = long(e.index);
    e.mod = mod_;
    e.source = here;
  } else {
    index_.emplace(owner, Entry{next_index, mod_, here});
  }
  for (ContentRef& r : ctx.refs) {
    r.owner = owner;
    db_.refs.push_back(std::move(r));
  }
  ctx.refs.clear();
  ++db_.mods[size_t(mod_)].defined[std::string(kind)];
  return index;
}

}  // namespace bnb::loader
