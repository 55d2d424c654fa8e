// Mod manifests (mod.yaml) and the order in which mods load.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "engine/base/content/load_parts.h"
#include "engine/base/core/read_file.h"
#include "engine/base/core/text.h"

namespace bnb::loader {

bool read_file(const std::string& path, std::string& out) { return read_regular_file(path, out).empty(); }

std::optional<Manifest> read_manifest_file(const std::string& dir, Diagnostics& diags) {
  Manifest m;
  m.file = (std::filesystem::path(dir) / "mod.yaml").string();
  m.info.path = dir;
  std::string text, why;
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::symlink_status(m.file, ec)))
    why = "cannot read the manifest (a mod is a folder with a mod.yaml)";
  else if (why = check_inside(dir, m.file); why.empty())
    if (why = read_regular_file(m.file, text); !why.empty()) why = "cannot read the manifest: " + why;
  if (!why.empty()) {
    diags.error(m.file, 0, 0, "", why);
    return std::nullopt;
  }
  if (const TextPlace bad = invalid_utf8(text); bad.line) {
    diags.error(m.file, bad.line, bad.column, "", "invalid UTF-8 (content files must be UTF-8 text)");
    return std::nullopt;
  }
  FileCtx ctx{m.file, text, nullptr, &diags, {}};
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    ctx.error(e.mark, "", "YAML syntax: " + e.msg);
    return std::nullopt;
  }
  Fields f(ctx, root_val(root), kManifestTable);
  if (!f.ok()) return std::nullopt;
  auto id = f.field("id");
  bool id_ok = false;
  if (id) {
    const std::string& s = id->node.IsScalar() ? id->node.Scalar() : std::string();
    id_ok = !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
      return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    });
    if (id_ok) m.info.id = s, m.id_at = ctx.source(id->mark);
    else expected(ctx, *id, "a mod id (lowercase letters, digits, '-' and '_')");
  }
  f.read("name", m.info.name);
  f.read("version", m.info.version);
  if (auto api = f.field("engine_api")) {
    m.api_at = ctx.source(api->mark);
    if (read_int(ctx, *api, m.info.engine_api, f.row("engine_api").min) && m.info.engine_api > kEngineApi)
      ctx.error(api->mark, api->path,
                "mod '" + m.info.id + "' needs engine API " + std::to_string(m.info.engine_api) +
                    ", this engine provides " + std::to_string(kEngineApi));
  }
  if (auto deps = f.field("depends"))
    if (auto items = read_list(ctx, *deps))
      for (const Val& item : *items) {
        std::string dep;
        if (!read_id(ctx, item, dep)) continue;
        m.info.depends.push_back(dep);
        m.depends_at.push_back(ctx.source(item.mark));
      }
  f.finish({}, "mod.yaml");
  if (!id_ok) return std::nullopt;
  return m;
}

std::vector<size_t> order_by_dependencies(const std::vector<Manifest>& mods, Diagnostics& diags) {
  enum State { Unvisited, Visiting, Done };
  std::vector<State> state(mods.size(), Unvisited);
  std::vector<size_t> order, stack;
  const auto find = [&](const std::string& id) {
    for (size_t i = 0; i < mods.size(); ++i)
      if (mods[i].info.id == id) return long(i);
    return -1L;
  };
  const auto report = [&](const Manifest& m, size_t dep, std::string message) {
    const SourceRef& at = m.depends_at[dep];
    diags.error(at.file, at.line, at.column, "depends[" + std::to_string(dep) + "]", std::move(message));
  };
  std::function<void(size_t)> visit = [&](size_t i) {
    state[i] = Visiting;
    stack.push_back(i);
    const Manifest& m = mods[i];
    for (size_t d = 0; d < m.info.depends.size(); ++d) {
      const long j = find(m.info.depends[d]);
      if (j < 0) {
        report(m, d, "mod '" + m.info.id + "' depends on '" + m.info.depends[d] + "', which is not among the mods to load");
      } else if (state[size_t(j)] == Visiting) {
        std::string cycle;
        for (auto k = std::find(stack.begin(), stack.end(), size_t(j)); k != stack.end(); ++k)
          cycle += mods[*k].info.id + " -> ";
        report(m, d, "dependency cycle: " + cycle + mods[size_t(j)].info.id);
      } else if (state[size_t(j)] == Unvisited) {
        visit(size_t(j));
      }
    }
    stack.pop_back();
    state[i] = Done;
    order.push_back(i);
  };
  for (size_t i = 0; i < mods.size(); ++i)
    if (state[i] == Unvisited) visit(i);
  return order;
}

}  // namespace bnb::loader
