#include "tests/support/base_scripts.h"

#include <catch2/catch.hpp>

#include <string>

#include "tests/support/base_content.h"
#include "tests/support/fixtures.h"

namespace bnb::test {

void add_base_scripts(Rules& r, std::initializer_list<const char*> files) {
  ModInfo mod;
  mod.id = "base";
  for (const char* f : files) mod.scripts.emplace_back(f, read_file(source_path(std::string("base_content/") + f)));
  r.db.mods.push_back(mod);
  r.db.texts = base().loaded.db.texts;  // the words the scripts show by key (game.text)
}

CardDef base_card(std::string_view id) {
  const ContentDb& db = base().loaded.db;
  const int i = db.card_index(id);
  REQUIRE(i >= 0);
  CardDef c = db.cards[size_t(i)];
  c.mod = "base";
  return c;
}

std::unique_ptr<Bench> scripted_bench(const Rules& r, std::unique_ptr<LuaHost>& lua) {
  LuaHostOptions quiet;
  quiet.print = [](std::string_view, std::string_view) {};
  lua = std::make_unique<LuaHost>(quiet);
  Diagnostics diags;
  lua->load(r.db, diags);
  REQUIRE(diags.str().empty());
  auto b = std::make_unique<Bench>(r);
  b->scripts(lua.get());
  return b;
}

}  // namespace bnb::test
