// The JSON Schema of a mod's YAML files (bnb schema) comes from the loader's field tables: the
// checked-in copies must match, every content file of the repository must pass them, and the
// loader reads no key its tables do not list.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "engine/base/content/schema_json.h"
#include "engine/base/content/tables.h"
#include "engine/base/content/yaml_read.h"
#include "tests/support/fixtures.h"
#include "tests/support/run_bnb.h"

using namespace bnb;
using namespace bnb::loader;

TEST_CASE("[content] docs/schema/*.schema.json are up to date (run `bnb schema` after loader changes)") {
  const std::filesystem::path dir = test::source_path("docs/schema");
  std::set<std::string> generated;
  for (const SchemaFile& f : json_schemas()) {
    INFO(f.name);
    generated.insert(f.name);
    CHECK(test::read_file(dir / f.name) == f.text);
  }
  CHECK(generated.size() == 10);  // the eight kinds of content files, the test files and the translations
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    INFO(entry.path().string());
    CHECK(generated.count(entry.path().filename().string()) == 1);  // no stale schema file
  }
}

TEST_CASE("[content] every content file of the repository passes the JSON Schema, and rejected files fail it") {
  // python3-jsonschema and python3-yaml (tools/dev.sh installs them): a real draft-07 validator.
  const std::filesystem::path log = std::filesystem::temp_directory_path() / "bnb_schema_validation.log";
  const std::string cmd = "python3 " + test::source_path("tests/content/validate_schema.py") + " " +
                          test::source_path("") + " > " + log.string() + " 2>&1";
  const int status = std::system(cmd.c_str());
  INFO(test::read_file(log));
  CHECK(status == 0);
}

TEST_CASE("[content] bnb schema --out writes every kind and --check accepts them") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "bnb_schema_test";
  std::filesystem::remove_all(dir);
  CHECK(test::run_bnb("schema --out " + dir.string()).status == 0);
  for (const char* kind : {"mod", "content", "monsters", "cards", "classes", "items", "scenarios", "rules"})
    CHECK(std::filesystem::exists(dir / (std::string(kind) + ".schema.json")));
  CHECK(test::run_bnb("schema --check --out " + dir.string()).status == 0);
  std::ofstream(dir / "cards.schema.json") << "{}";
  const auto stale = test::run_bnb("schema --check --out " + dir.string());
  CHECK(stale.status == 1);
  CHECK_THAT(stale.out, Catch::Contains("cards.schema.json is out of date"));
  std::filesystem::remove_all(dir);
}

TEST_CASE("[content] field tables: the loader asks only for keys its table lists, and a row decides required and range") {
  Diagnostics diags;
  FileCtx ctx{"f.yaml", "", nullptr, &diags, {}};
  const YAML::Node node = YAML::Load("{ strat: 0 }");
  Fields f(ctx, root_val(node), kCampaignTable);
  REQUIRE(f.ok());
  CHECK_THROWS_AS(f.field("hp"), std::logic_error);  // no row: a loader bug, not a content error
  int start = 0;
  CHECK_FALSE(f.read("start", start));
  f.finish();
  CHECK(diags.str() ==
        "f.yaml:1:1: error: missing required field 'start'\n"
        "f.yaml:1:3: error: unknown key 'strat' (did you mean 'start'?)\n");

  Diagnostics d2;
  FileCtx ctx2{"g.yaml", "", nullptr, &d2, {}};
  const YAML::Node bad = YAML::Load("{ start: 0 }");
  Fields g(ctx2, root_val(bad), kCampaignTable);
  CHECK_FALSE(g.read("start", start));
  const FieldDef& row = *kCampaignTable.find("start");
  CHECK(d2.str() == "g.yaml:1:10: error: start: expected an integer from " + std::to_string(row.min) + " to " +
                        std::to_string(row.max) + ", got '0'\n");
}

TEST_CASE("[content] field tables: every row has a description, and names or a table where its type needs one") {
  for (const Table* t : all_tables()) {
    INFO(t->name);
    CHECK_FALSE(t->what.empty());
    std::set<std::string_view> keys;
    for (const FieldDef& r : t->rows) {
      INFO(r.key);
      CHECK(keys.insert(r.key).second);
      CHECK_FALSE(r.doc.empty());
      if (r.type == FieldType::Enum) CHECK_FALSE(r.names.empty());
      if (r.type == FieldType::Map) CHECK(r.table != nullptr);
      if (r.type == FieldType::Shape) CHECK_FALSE(r.shape.empty());
      if (r.type == FieldType::Int) CHECK(r.min <= r.max);
    }
  }
}
