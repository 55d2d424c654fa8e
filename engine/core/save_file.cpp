#include "engine/core/save_file.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine/core/hash.h"

#include <unistd.h>

namespace bnb {

std::string SaveRecord::get(const std::string& key, const std::string& fallback) const {
  for (const auto& [k, v] : lines)
    if (k == key) return v;
  return fallback;
}

std::vector<std::string> SaveRecord::all(const std::string& key) const {
  std::vector<std::string> out;
  for (const auto& [k, v] : lines)
    if (k == key) out.push_back(v);
  return out;
}

namespace {
std::string hex64(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}
}  // namespace

std::string write_save_atomically(const std::string& path, const SaveRecord& rec) {
  std::string body = "bnb-save " + rec.kind + " " + std::to_string(rec.version) + "\n";
  for (const auto& [k, v] : rec.lines) body += k + (v.empty() ? "" : " " + v) + "\n";
  Hasher h;
  h.bytes(body.data(), body.size());
  body += "checksum " + hex64(h.h) + "\n";
  const std::string tmp = path + ".tmp";
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return path + ": cannot write the save (" + tmp + ")";
  const bool ok = std::fwrite(body.data(), 1, body.size(), f) == body.size() && std::fflush(f) == 0 && fsync(fileno(f)) == 0;
  std::fclose(f);
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return path + ": cannot write the save";
  }
  return {};
}

std::string read_save(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return path + ": cannot open the save";
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  const size_t cs = text.rfind("checksum ");
  if (cs == std::string::npos || (cs > 0 && text[cs - 1] != '\n'))
    return path + ": the save is damaged (no checksum line); it was left untouched";
  Hasher h;
  h.bytes(text.data(), cs);
  std::string stored = text.substr(cs + 9);
  while (!stored.empty() && (stored.back() == '\n' || stored.back() == '\r')) stored.pop_back();
  if (stored != hex64(h.h)) return path + ": the save is damaged (checksum mismatch); it was left untouched";
  std::istringstream lines(text.substr(0, cs));
  std::string line;
  std::getline(lines, line);
  std::istringstream head(line);
  std::string magic, kind;
  int version = 0;
  head >> magic >> kind >> version;
  if (magic != "bnb-save") return path + ":1: not a bnb save file";
  if (kind != expected_kind) return path + ":1: this is a " + kind + " save, not a " + expected_kind + " save";
  if (version < 1 || version > max_version)
    return path + ":1: save version " + std::to_string(version) + " is not supported (this program reads up to version " +
           std::to_string(max_version) + ")";
  out = {};
  out.kind = kind;
  out.version = version;
  while (std::getline(lines, line)) {
    if (line.empty()) continue;
    const size_t sp = line.find(' ');
    out.lines.emplace_back(line.substr(0, sp), sp == std::string::npos ? "" : line.substr(sp + 1));
  }
  return {};
}

}  // namespace bnb
