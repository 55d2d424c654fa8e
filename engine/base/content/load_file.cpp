// One definitions file: a map from collection name to its definitions.
#include "engine/base/content/load_parts.h"

namespace bnb::loader {

namespace {
struct Collection {
  std::string_view key;
  void (*load)(FileCtx&, const Val&, Merger&);
};
constexpr Collection kCollections[] = {
    {"monsters", load_monsters},   {"cards", load_cards}, {"classes", load_classes},
    {"items", load_items},         {"scenarios", load_scenarios}, {"die", load_die},
    {"monster_tables", load_monster_tables}, {"campaign", load_campaign}, {"texts", load_texts},
};
}  // namespace

void load_definitions_file(FileCtx& ctx, const std::string& text, Merger& m) {
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    ctx.error(e.mark, "", "YAML syntax: " + e.msg);
    return;
  } catch (const YAML::Exception& e) {
    ctx.error(e.mark, "", "YAML: " + e.msg);
    return;
  }
  if (root.IsNull()) return;  // an empty file defines nothing
  Fields f(ctx, root_val(root), kDefinitionsTable);
  if (!f.ok()) return;
  for (const Collection& c : kCollections)
    if (auto v = f.field(c.key)) {
      ctx.refs.clear();
      c.load(ctx, *v, m);
    }
  f.finish();
}

}  // namespace bnb::loader
