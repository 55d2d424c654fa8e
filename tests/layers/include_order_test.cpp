// The layer order of engine/ (docs/architecture.md, "Layers"): a folder includes only folders
// listed before it, so no include goes up the order and no two folders form a cycle.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

struct Include {
  std::string file;  // relative to the source root, e.g. engine/rules/damage/damage.cpp
  int line = 0;
  std::string from, to;  // folders under engine/, as "layer/folder"
};

// The ordered list of the "## Layers" section: lines like "1. `base/hex/`: ...".
std::vector<std::string> documented_order(const fs::path& architecture_md) {
  std::ifstream in(architecture_md);
  std::vector<std::string> out;
  bool in_section = false;
  const std::regex item(R"(^\d+\. `([a-z_]+/[a-z_]+)/`)");
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0) in_section = line == "## Layers";
    std::smatch m;
    if (in_section && std::regex_search(line, m, item)) out.push_back(m[1]);
  }
  return out;
}

// The folder of engine/<layer>/<folder>/... as "<layer>/<folder>" ("" for a path outside one).
std::string folder_of(const std::string& path) {
  if (path.rfind("engine/", 0) != 0) return "";
  const size_t layer_end = path.find('/', 7);
  if (layer_end == std::string::npos) return "";
  const size_t slash = path.find('/', layer_end + 1);
  return slash == std::string::npos ? "" : path.substr(7, slash - 7);
}

std::vector<Include> engine_includes(const fs::path& root) {
  std::vector<Include> out;
  const std::regex inc(R"(^\s*#\s*include\s*"(engine/[^"]+)\")");
  for (const auto& entry : fs::recursive_directory_iterator(root / "engine")) {
    if (!entry.is_regular_file()) continue;
    const std::string ext = entry.path().extension().string();
    if (ext != ".h" && ext != ".cpp") continue;
    const std::string file = fs::relative(entry.path(), root).generic_string();
    std::ifstream in(entry.path());
    int n = 0;
    for (std::string line; std::getline(in, line);) {
      ++n;
      std::smatch m;
      if (std::regex_search(line, m, inc)) out.push_back({file, n, folder_of(file), folder_of(m[1])});
    }
  }
  return out;
}

// Every include that breaks the order, as "file:line: from includes to (...)".
std::vector<std::string> order_violations(const std::vector<Include>& includes, const std::vector<std::string>& order) {
  std::map<std::string, size_t> rank;
  for (size_t i = 0; i < order.size(); ++i) rank[order[i]] = i;
  std::vector<std::string> out;
  for (const Include& i : includes) {
    if (i.from == i.to) continue;
    const std::string where = i.file + ":" + std::to_string(i.line) + ": ";
    if (!rank.count(i.from)) {
      out.push_back(where + "engine/" + i.from + "/ is not in the layer order");
    } else if (!rank.count(i.to)) {
      out.push_back(where + "includes engine/" + i.to + "/, which is not in the layer order");
    } else if (rank[i.to] > rank[i.from]) {
      out.push_back(where + i.from + "/ includes " + i.to + "/, which comes later in the layer order");
    }
  }
  return out;
}

// Cycles between folders, each as "a -> b -> ... -> a" with the include that closes it.
std::vector<std::string> folder_cycles(const std::vector<Include>& includes) {
  std::map<std::string, std::map<std::string, const Include*>> edges;
  for (const Include& i : includes)
    if (i.from != i.to && !edges[i.from].count(i.to)) edges[i.from][i.to] = &i;
  std::vector<std::string> out;
  std::set<std::string> done;
  std::vector<std::string> path;
  std::function<void(const std::string&)> visit = [&](const std::string& f) {
    path.push_back(f);
    for (const auto& [to, inc] : edges[f]) {
      const auto on_path = std::find(path.begin(), path.end(), to);
      if (on_path != path.end()) {
        std::string cycle;
        for (auto it = on_path; it != path.end(); ++it) cycle += *it + " -> ";
        out.push_back(inc->file + ":" + std::to_string(inc->line) + ": closes the cycle " + cycle + to);
      } else if (!done.count(to)) {
        visit(to);
      }
    }
    path.pop_back();
    done.insert(f);
  };
  for (const auto& [f, _] : edges)
    if (!done.count(f)) visit(f);
  return out;
}

std::string lines(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& s : v) out += s + "\n";
  return out;
}

}  // namespace

TEST_CASE("[layers] Every include under engine/ goes down the layer order of docs/architecture.md", "[layers]") {
  const fs::path root = BNB_SOURCE_DIR;
  const std::vector<std::string> order = documented_order(root / "docs" / "architecture.md");
  REQUIRE(order.size() >= 10);
  const std::vector<Include> includes = engine_includes(root);
  REQUIRE(includes.size() > 100);

  INFO(lines(order_violations(includes, order)));
  CHECK(order_violations(includes, order).empty());
  INFO(lines(folder_cycles(includes)));
  CHECK(folder_cycles(includes).empty());
}

TEST_CASE("[layers] Every folder of engine/ has its place in the layer order, once", "[layers]") {
  const fs::path root = BNB_SOURCE_DIR;
  const std::vector<std::string> order = documented_order(root / "docs" / "architecture.md");
  const std::set<std::string> listed(order.begin(), order.end());
  CHECK(listed.size() == order.size());
  for (const auto& layer : fs::directory_iterator(root / "engine")) {
    INFO("engine/" << layer.path().filename().string());
    REQUIRE(layer.is_directory());  // engine/ holds the layers' folders only
    for (const auto& entry : fs::directory_iterator(layer.path())) {
      if (!entry.is_directory()) continue;
      const std::string folder = layer.path().filename().string() + "/" + entry.path().filename().string();
      INFO("engine/" << folder << "/");
      CHECK(listed.count(folder) == 1);
    }
  }
}

TEST_CASE("[layers] The layers base, kernel, rules and play come in that order, each folder in one layer", "[layers]") {
  const fs::path root = BNB_SOURCE_DIR;
  const std::vector<std::string> order = documented_order(root / "docs" / "architecture.md");
  std::vector<std::string> layers;  // each layer once, in the order its folders are listed
  for (const std::string& folder : order) {
    const std::string layer = folder.substr(0, folder.find('/'));
    if (layers.empty() || layers.back() != layer) layers.push_back(layer);
  }
  CHECK(layers == std::vector<std::string>{"base", "kernel", "rules", "play"});
  std::set<std::string> on_disk;
  for (const auto& layer : fs::directory_iterator(root / "engine"))
    if (layer.is_directory()) on_disk.insert(layer.path().filename().string());
  CHECK(on_disk == std::set<std::string>{"base", "kernel", "rules", "play"});
}

TEST_CASE("[layers] The include check reports an upward include and a cycle with file and line", "[layers]") {
  const std::vector<std::string> order = {"base/core", "kernel/step", "rules/damage", "rules/items"};
  const std::vector<Include> includes = {
      {"engine/rules/damage/damage.cpp", 5, "rules/damage", "rules/items"},  // up: closes damage <-> items
      {"engine/rules/items/items.cpp", 4, "rules/items", "rules/damage"},    // down
      {"engine/kernel/step/context.h", 3, "kernel/step", "base/core"},       // down
      {"engine/kernel/step/context.cpp", 9, "kernel/step", "rules/other"},   // a folder outside the order
  };
  const std::vector<std::string> bad = order_violations(includes, order);
  REQUIRE(bad.size() == 2);
  CHECK(bad[0] == "engine/rules/damage/damage.cpp:5: rules/damage/ includes rules/items/, which comes later in the layer order");
  CHECK(bad[1] == "engine/kernel/step/context.cpp:9: includes engine/rules/other/, which is not in the layer order");
  const std::vector<std::string> cycles = folder_cycles(includes);
  REQUIRE(cycles.size() == 1);
  CHECK(cycles[0].find("closes the cycle") != std::string::npos);
  CHECK((cycles[0].rfind("engine/rules/items/items.cpp:4:", 0) == 0 || cycles[0].rfind("engine/rules/damage/damage.cpp:5:", 0) == 0));
}
