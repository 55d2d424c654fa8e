// JSON Schema from the field tables. A row becomes a property, a table an object with
// additionalProperties: false and its required keys; shapes read by their own readers
// (load_common.cpp, load_map.cpp, load_modifiers.cpp ...) are described once, below, from the same
// name lists those readers use. Only the definitions a file reaches are written into it.
#include "engine/base/content/schema_json.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <utility>

#include "engine/base/content/tables.h"
#include "engine/base/core/hooks.h"

namespace bnb::loader {

namespace {

// A small ordered JSON value: objects keep their keys in the order they were set. (A member is its
// own struct, not a std::pair, since a pair may not hold the still incomplete Json.)
struct JsonMember;
struct Json {
  enum Kind { Null, Bool, Num, Str, Arr, Obj } kind = Obj;
  long long num = 0;
  std::string str;
  std::vector<Json> items;
  std::vector<JsonMember> members;

  Json& set(std::string key, Json v);
};
struct JsonMember {
  std::string first;
  Json second;
};
Json& Json::set(std::string key, Json v) {
  members.push_back({std::move(key), std::move(v)});
  return *this;
}

Json num(long long n) { return {Json::Num, n, {}, {}, {}}; }
Json str(std::string_view s) { return {Json::Str, 0, std::string(s), {}, {}}; }
Json boolean(bool b) { return {Json::Bool, b ? 1 : 0, {}, {}, {}}; }
Json arr(std::vector<Json> items) { return {Json::Arr, 0, {}, std::move(items), {}}; }
Json obj() { return {}; }
Json strings(std::span<const std::string_view> names) {
  std::vector<Json> out;
  for (std::string_view n : names) out.push_back(str(n));
  return arr(std::move(out));
}
Json type(std::string_view t) { return obj().set("type", str(t)); }

void quote(std::string& out, const std::string& s) {
  out += '"';
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      default: out += c;
    }
  }
  out += '"';
}

bool flat(const Json& j) {
  return j.kind == Json::Arr && std::all_of(j.items.begin(), j.items.end(), [](const Json& i) {
           return i.kind != Json::Arr && i.kind != Json::Obj;
         });
}

void print(std::string& out, const Json& j, int indent) {
  const std::string pad(size_t(indent + 2), ' ');
  switch (j.kind) {
    case Json::Null: out += "null"; return;
    case Json::Bool: out += j.num ? "true" : "false"; return;
    case Json::Num: out += std::to_string(j.num); return;
    case Json::Str: quote(out, j.str); return;
    case Json::Arr:
      if (flat(j)) {  // ["a", "b"] on one line
        out += '[';
        for (size_t i = 0; i < j.items.size(); ++i) {
          if (i) out += ", ";
          print(out, j.items[i], indent);
        }
        out += ']';
        return;
      }
      out += "[\n";
      for (size_t i = 0; i < j.items.size(); ++i) {
        out += pad;
        print(out, j.items[i], indent + 2);
        out += i + 1 < j.items.size() ? ",\n" : "\n";
      }
      out += std::string(size_t(indent), ' ') + ']';
      return;
    case Json::Obj:
      if (j.members.empty()) {
        out += "{}";
        return;
      }
      out += "{\n";
      for (size_t i = 0; i < j.members.size(); ++i) {
        out += pad;
        quote(out, j.members[i].first);
        out += ": ";
        print(out, j.members[i].second, indent + 2);
        out += i + 1 < j.members.size() ? ",\n" : "\n";
      }
      out += std::string(size_t(indent), ' ') + '}';
      return;
  }
}

const Table* table_named(std::string_view name) {
  for (const Table* t : all_tables())
    if (t->name == name) return t;
  return nullptr;
}

// "fire|ice|air|earth|light|dark"
std::string alternatives(std::span<const std::string_view> names) {
  std::string out;
  for (std::string_view n : names) out += (out.empty() ? "" : "|") + std::string(n);
  return out;
}

// Builds the definitions a file reaches, each once.
class Generator {
 public:
  Json ref(const std::string& def) {
    if (!built_.count(def) && std::find(pending_.begin(), pending_.end(), def) == pending_.end())
      pending_.push_back(def);
    return obj().set("$ref", str("#/definitions/" + def));
  }

  // The object schema of a table; `extra` adds properties first (an ability's verb key).
  Json table(const Table& t, std::vector<std::pair<std::string, Json>> extra = {}, std::vector<std::string> required = {},
             const VerbInfo* verb = nullptr) {
    Json props = obj();
    for (auto& [k, v] : extra) props.set(k, std::move(v));
    for (const FieldDef& r : t.rows) {
      if (verb && std::find(verb->modifiers.begin(), verb->modifiers.end(), r.key) == verb->modifiers.end()) continue;
      props.set(std::string(r.key), row(r, verb));
      if (r.required) required.emplace_back(r.key);
    }
    Json out = type("object");
    if (!t.doc.empty() && !verb) out.set("description", str(t.doc));
    out.set("properties", std::move(props));
    if (!required.empty()) {
      std::vector<Json> names;
      for (const std::string& n : required) names.push_back(str(n));
      out.set("required", arr(std::move(names)));
    }
    out.set("additionalProperties", boolean(false));
    return out;
  }

  // One row: its value (or a list of them), with its description.
  Json row(const FieldDef& r, const VerbInfo* verb = nullptr) {
    Json value = scalar(r, verb);
    if (r.list >= 0) {
      Json list = type("array");
      list.set("items", std::move(value));
      if (r.list > 0) list.set("minItems", num(r.list)).set("maxItems", num(r.list));
      value = std::move(list);
    }
    if (r.doc.empty()) return value;
    if (value.members.size() == 1 && value.members[0].first == "$ref")  // draft-07 ignores siblings of $ref
      return obj().set("description", str(r.doc)).set("allOf", arr({std::move(value)}));
    Json out = obj().set("description", str(r.doc));
    for (auto& m : value.members) out.members.push_back(std::move(m));
    return out;
  }

  Json scalar(const FieldDef& r, const VerbInfo* verb) {
    switch (r.type) {
      case FieldType::Int: {
        Json out = type("integer");
        if (r.min != INT_MIN) out.set("minimum", num(r.min));
        if (r.max != INT_MAX) out.set("maximum", num(r.max));
        return out;
      }
      case FieldType::Bool: return type("boolean");
      case FieldType::String: return type("string");
      case FieldType::Id: return ref("id");
      case FieldType::Enum: return obj().set("enum", strings(r.names));
      case FieldType::Map:
        // A consumption inside an ability may give its bonus under the ability's own key.
        if (r.table == &kConsumptionTable && verb) return ref("consumption_" + std::string(verb->key));
        return ref(std::string(r.table->name));
      case FieldType::Shape:
        if (r.shape == "word") {
          if (!verb) throw std::logic_error("shape 'word' outside an ability");
          return obj().set("enum", strings(verb_words(verb->kind)));
        }
        return ref(std::string(r.shape));
    }
    return obj();
  }

  // Builds every pending definition (and those they reach).
  void finish() {
    while (!pending_.empty()) {
      const std::string name = pending_.front();
      pending_.erase(pending_.begin());
      if (built_.count(name)) continue;
      built_.emplace(name, Json{});  // reserve: a definition may reach itself
      built_[name] = build(name);
    }
  }

  Json definitions() {
    finish();
    Json out = obj();
    for (auto& [name, j] : built_) out.set(name, std::move(j));
    return out;
  }

 private:
  Json build(const std::string& name) {
    if (name.starts_with("ability_") || name.starts_with("consumption_")) {
      const bool ability = name.starts_with("ability_");
      const std::string key = name.substr(ability ? 8 : 12);
      for (const VerbInfo& v : kVerbs)
        if (v.key == key) return ability ? ability_of(v) : consumption_of(v);
    }
    if (const Table* t = table_named(name)) return table(*t);
    return shape(name);
  }

  Json ability_of(const VerbInfo& v) {
    std::vector<std::pair<std::string, Json>> extra;
    extra.emplace_back(std::string(v.key), row(verb_row(v), &v));
    Json out = table(kAbilityTable, std::move(extra), {std::string(v.key)}, &v);
    out.members.insert(out.members.begin() + 1, {"description", str("a " + std::string(v.key) + " ability")});
    return out;
  }

  Json consumption_of(const VerbInfo& v) {
    std::vector<std::pair<std::string, Json>> extra;
    const bool by_name =
        v.takes == VerbTakes::Number || v.takes == VerbTakes::Elements || v.takes == VerbTakes::Conditions;
    if (by_name) {
      FieldDef bonus = *kConsumptionTable.find("value");
      bonus.key = v.key;
      bonus.doc = "bonus to the ability's value (or give it as value)";
      extra.emplace_back(std::string(v.key), row(bonus));
    }
    return table(kConsumptionTable, std::move(extra));
  }

  Json shape(const std::string& name) {
    const std::string elements = alternatives(kElementNames);
    if (name == "id")
      return type("string").set("pattern", str("^[A-Za-z0-9._-]+$")).set("description",
                                                                         str("letters, digits, '-', '_' and '.'"));
    if (name == "mod_id") return type("string").set("pattern", str("^[a-z0-9_-]+$"));
    if (name == "abilities") return type("array").set("items", ref("ability"));
    if (name == "ability") {
      std::vector<Json> any;
      for (const VerbInfo& v : kVerbs) any.push_back(ref("ability_" + std::string(v.key)));
      return obj().set("description", str(kAbilityTable.doc)).set("anyOf", arr(std::move(any)));
    }
    if (name == "element_choice")
      return type("string")
          .set("description", str("an element, a mix such as fire/earth, or any"))
          .set("pattern", str("^(any|(" + elements + ")(/(" + elements + "))?)$"));
    if (name == "element_cost") return obj().set("anyOf", arr({ref("element_choice"), type("array").set("items", ref("element_choice"))}));
    if (name == "infusion") {
      std::vector<std::string_view> names(std::begin(kElementNames), std::end(kElementNames));
      names.push_back("wild");
      return obj().set("enum", strings(names));
    }
    if (name == "hex") {
      Json coordinate = type("integer").set("minimum", num(-999)).set("maximum", num(999));
      return type("array")
          .set("description", str("a hex [q, r]"))
          .set("items", std::move(coordinate))
          .set("minItems", num(2))
          .set("maxItems", num(2));
    }
    if (name == "scenario_number")
      return obj()
          .set("description", str("1 to 9999, or with one decimal such as 12.5"))
          .set("anyOf", arr({type("integer").set("minimum", num(1)).set("maximum", num(9999)),
                             type("number").set("minimum", num(1)).set("maximum", num(9999))}));
    if (name == "hex_list") return type("array").set("items", ref("hex"));
    if (name == "thin_wall")
      return type("array").set("items", ref("hex")).set("minItems", num(2)).set("maxItems", num(2));
    if (name == "script_ref")
      return type("string")
          .set("description", str("file.lua#function"))
          .set("pattern", str("^[^#]+\\.lua#[A-Za-z_][A-Za-z0-9_]*$"));
    if (name == "modifier_value")
      return obj().set("anyOf", arr({type("integer").set("minimum", num(-9)).set("maximum", num(9)), type("null"),
                                     obj().set("enum", arr({str("2x"), str("null")})),
                                     type("string").set("pattern", str("^[+-]?[0-9]$"))}));
    if (name == "modifier_table") {
      Json cell = obj().set("anyOf", arr({ref("modifier_value"), ref("modifier_cell")}));
      Json row = type("array").set("items", std::move(cell)).set("minItems", num(3)).set("maxItems", num(3));
      return type("array")
          .set("description", str("6 rows of 3 cells (die faces -, o, +)"))
          .set("items", std::move(row))
          .set("minItems", num(6))
          .set("maxItems", num(6));
    }
    if (name == "grid") return type("string").set("description", str("a text grid (map: |), see docs/maps.md"));
    if (name == "letter") return type("string").set("pattern", str("^[A-Z]$"));
    if (name == "at") return obj().set("anyOf", arr({ref("letter"), ref("hex")}));
    if (name == "hex_entry") return obj().set("anyOf", arr({ref("hex"), ref("hex_with_terrain")}));
    if (name == "legend")
      return type("object")
          .set("propertyNames", type("string").set("minLength", num(1)).set("maxLength", num(1)))
          .set("additionalProperties", obj().set("anyOf", arr({type("string"), ref("legend_entry")})));
    if (name == "text_map")
      return type("object")
          .set("propertyNames", obj().set("pattern", str("^[a-z0-9][a-z0-9._-]*$")))
          .set("additionalProperties", type("string").set("minLength", num(1)));
    if (name == "script_map")
      return type("object").set("additionalProperties", obj().set("anyOf", arr({ref("script_ref"), ref("scripted_hex")})));
    if (name == "hooks") {
      std::vector<std::string_view> hooks;
      for (int i = 0; i < int(Hook::Count); ++i)
        if (is_moment(Hook(i))) hooks.push_back(hook_name(Hook(i)));
      return type("object")
          .set("propertyNames", obj().set("enum", strings(hooks)))
          .set("additionalProperties", ref("script_ref"));
    }
    // A mod's test files (test_tables.cpp).
    if (name == "die_faces")
      return type("array")
          .set("description", str("die faces: a symbol of the die (-, o, +) or a number 1-6"))
          .set("items", obj().set("anyOf", arr({type("string"), type("integer").set("minimum", num(1)).set("maximum", num(6))})));
    if (name == "test_cards") {
      Json entry = type("object")
                       .set("properties", obj().set("pile", obj().set("enum", strings(bnb::kPileNames)))
                                              .set("side", obj().set("enum", arr({str("A"), str("B")}))))
                       .set("additionalProperties", boolean(false));
      return type("object").set("additionalProperties",
                                obj().set("anyOf", arr({obj().set("enum", strings(bnb::kPileNames)), std::move(entry)})));
    }
    if (name == "test_sides") return type("object").set("additionalProperties", obj().set("enum", arr({str("A"), str("B")})));
    if (name == "test_initiative")
      return type("object").set("additionalProperties", type("integer").set("minimum", num(0)).set("maximum", num(99)));
    if (name == "decision_kind")
      return type("string").set("description", str("a decision kind (SelectCards, NegateDamage, ... or none / end)"));
    if (name == "option_match") {
      Json by = type("object")
                    .set("properties", obj().set("card", ref("id")).set("item", type("integer")).set("hex", ref("hex")))
                    .set("additionalProperties", boolean(false));
      return obj().set("anyOf", arr({type("string"), std::move(by)}));
    }
    if (name == "event_expect") {
      Json counted = type("object")
                         .set("properties", obj().set("kind", type("string")).set("count", type("integer").set("minimum", num(0))))
                         .set("required", arr({str("kind")}))
                         .set("additionalProperties", boolean(false));
      return obj().set("anyOf", arr({type("string"), std::move(counted)}));
    }
    throw std::logic_error("no schema for shape '" + name + "'");
  }

  std::map<std::string, Json> built_;
  std::vector<std::string> pending_;
};

std::string render(const Json& j) {
  std::string out;
  print(out, j, 0);
  return out + "\n";
}

SchemaFile file(std::string name, std::string_view title, const Table& root, std::span<const std::string_view> keys) {
  Generator g;
  Json schema = obj();
  schema.set("$schema", str("http://json-schema.org/draft-07/schema#"));
  schema.set("title", str(title));
  const std::string what = keys.empty() ? std::string(root.doc) : "a file of " + std::string(title.substr(4));
  schema.set("description", str(what + " (generated by bnb schema from the loader's field tables)"));
  Json body = keys.empty() ? g.table(root) : [&] {
    std::vector<FieldDef> rows;
    for (std::string_view k : keys) rows.push_back(*root.find(k));
    const Table part{root.name, root.what, rows, root.doc};
    return g.table(part);
  }();
  for (auto& m : body.members)
    if (m.first != "description") schema.members.push_back(std::move(m));
  schema.set("definitions", g.definitions());
  return {std::move(name), render(schema)};
}

// A translation overlay (`lang/<code>.yaml`, load_lang.cpp): the language and, per kind of
// content, its ids with the texts translated, by the same field names the English has
// (texts.h lists them). Which ids and fields exist depends on the loaded mods, which `bnb validate
// --lang` checks; the schema gives the shape, so an editor completes and checks it as it is typed.
SchemaFile lang_file() {
  const auto text = [] { return type("string").set("minLength", num(1)); };
  const auto fields = [&](std::string_view pattern) {
    return type("object").set("propertyNames", obj().set("pattern", str(pattern))).set("additionalProperties", text());
  };
  const auto by_id = [](Json entry) {
    return type("object").set("propertyNames", obj().set("pattern", str("^[A-Za-z0-9._-]+$"))).set("additionalProperties", std::move(entry));
  };
  const auto texts_or_null = [&] { return type("array").set("items", obj().set("anyOf", arr({text(), type("null")}))); };
  const auto named = [&] { return type("object").set("additionalProperties", text()); };
  Json scenario = type("object")
                      .set("properties", obj()
                                             .set("name", text())
                                             .set("goal_text", text())
                                             .set("intro", text())
                                             .set("conclusion", text())
                                             .set("rules", texts_or_null())
                                             .set("objectives", texts_or_null())
                                             .set("map_names", named())
                                             .set("hazards", named())
                                             .set("pressure_plates", named()))
                      .set("additionalProperties", boolean(false));
  Json props = obj();
  props.set("language", type("string")
                            .set("pattern", str("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$"))
                            .set("description", str("the language code (de, pt-BR); the file's name gives the same")));
  props.set("classes", by_id(fields("^(name|style)$")));
  props.set("cards", by_id(fields("^(name|[ab][.](top|bottom)[.](text|abilities[.][0-9]+[.]text))$")));
  props.set("items", by_id(fields("^(name|text|effect[.][0-9]+[.]text)$")));
  props.set("monsters", by_id(fields("^(name|columns[.][0-2][.]abilities[.][0-9]+[.]text)$")));
  props.set("scenarios", by_id(std::move(scenario)));
  props.set("campaign", type("object").set("properties", obj().set("epilogue", text())).set("additionalProperties", boolean(false)));
  props.set("texts", type("object")
                         .set("propertyNames", obj().set("pattern", str("^[a-z0-9][a-z0-9._-]*$")))
                         .set("additionalProperties", text())
                         .set("description", str("the words scripts show, by the key of the mods' `texts:`")));
  Json schema = obj();
  schema.set("$schema", str("http://json-schema.org/draft-07/schema#"));
  schema.set("title", str("bnb translation overlay (lang/<code>.yaml)"));
  schema.set("description", str("a mod's texts in one language, keyed by the content's ids (generated by bnb schema)"));
  schema.set("type", str("object"));
  schema.set("properties", std::move(props));
  schema.set("required", arr({str("language")}));
  schema.set("additionalProperties", boolean(false));
  return {"lang.schema.json", render(schema)};
}

}  // namespace

std::vector<SchemaFile> json_schemas() {
  // A file of any kind may carry the texts its scripts show (`texts:`, see docs/modding.md).
  static constexpr std::string_view kMonsters[] = {"monsters", "texts"}, kCards[] = {"cards", "texts"},
                                    kClasses[] = {"classes", "texts"}, kItems[] = {"items", "texts"},
                                    kScenarios[] = {"scenarios", "texts"},
                                    kRules[] = {"die", "monster_tables", "campaign", "texts"};
  std::vector<SchemaFile> out;
  out.push_back(file("mod.schema.json", "bnb mod manifest (mod.yaml)", kManifestTable, {}));
  out.push_back(file("content.schema.json", "bnb definitions file (any collections)", kDefinitionsTable, {}));
  out.push_back(file("monsters.schema.json", "bnb monsters", kDefinitionsTable, kMonsters));
  out.push_back(file("cards.schema.json", "bnb ability cards", kDefinitionsTable, kCards));
  out.push_back(file("classes.schema.json", "bnb classes", kDefinitionsTable, kClasses));
  out.push_back(file("items.schema.json", "bnb items", kDefinitionsTable, kItems));
  out.push_back(file("scenarios.schema.json", "bnb scenarios", kDefinitionsTable, kScenarios));
  out.push_back(file("rules.schema.json", "bnb rules: die, monster modifier tables, campaign", kDefinitionsTable, kRules));
  out.push_back(file("tests.schema.json", "bnb mod tests (tests/*.yaml)", kTestFileTable, {}));
  out.push_back(lang_file());
  return out;
}

}  // namespace bnb::loader
