#include "tests/support/base_content.h"

#include "tests/support/fixtures.h"

namespace bnb::test {

BaseContent::BaseContent() {
  loaded = load_mods({source_path("base_content")});
  lua->load(loaded.db, loaded.diags);
}

BaseContent& base() {
  static BaseContent b;
  return b;
}

}  // namespace bnb::test
