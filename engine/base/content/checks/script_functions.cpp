#include "engine/base/content/loader.h"

namespace bnb {

void check_script_refs(const ContentDb& db, Diagnostics& diags, const ScriptFunctionLookup& has_fn) {
  for (const ContentRef& r : db.refs) {
    if (r.kind != ContentRef::Script || has_fn(r.mod, r.target)) continue;
    const size_t hash = r.target.find('#');
    diags.error(r.at.file, r.at.line, r.at.column, r.path,
                "no function '" + r.target.substr(hash + 1) + "' in " + r.target.substr(0, hash) + " of mod '" + r.mod +
                    "'");
  }
}

}  // namespace bnb
