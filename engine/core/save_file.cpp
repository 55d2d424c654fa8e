#include "engine/core/save_file.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
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

std::string SaveRecord::where(size_t entry) const {
  std::string out = "field '" + (entry < lines.size() ? lines[entry].first : std::string()) + "'";
  if (entry < line_numbers.size()) out += " on line " + std::to_string(line_numbers[entry]);
  return out;
}

bool parse_uint(std::string_view text, uint64_t max, uint64_t& out, int base) {
  uint64_t v = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v, base);
  if (text.empty() || ec != std::errc() || ptr != end || v > max) return false;
  out = v;
  return true;
}

bool SaveRecord::get_uint(const std::string& key, uint64_t max, uint64_t fallback, uint64_t& out,
                          std::string& error, int base) const {
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].first != key) continue;
    if (parse_uint(lines[i].second, max, out, base)) return true;
    error = where(i) + ": '" + lines[i].second + "' is not a " + (base == 16 ? "hexadecimal " : "") +
            "number from 0 to " + std::to_string(max);
    return false;
  }
  out = fallback;
  return true;
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

SaveRead read_save_file(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out) {
  std::error_code ec;
  std::filesystem::remove(path + ".tmp", ec);  // a write that was interrupted; the save is whole
  const auto st = std::filesystem::status(path, ec);
  if (st.type() == std::filesystem::file_type::not_found) return {SaveStatus::Missing, path + ": no save"};
  if (ec || st.type() != std::filesystem::file_type::regular)
    return {SaveStatus::Unreadable, path + ": the save cannot be read (not a file); it was left untouched"};
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    const int err = errno;
    return {SaveStatus::Unreadable,
            path + ": the save cannot be read (" + std::strerror(err) + "); it was left untouched"};
  }
  std::stringstream ss;
  ss << in.rdbuf();
  if (in.bad()) return {SaveStatus::Unreadable, path + ": the save cannot be read (I/O error); it was left untouched"};
  return parse_save(ss.str(), path, expected_kind, max_version, out);
}

SaveRead parse_save(const std::string& text, const std::string& path, const std::string& expected_kind,
                    int max_version, SaveRecord& out) {
  auto corrupt = [](std::string e) { return SaveRead{SaveStatus::Corrupt, std::move(e)}; };
  const size_t cs = text.rfind("checksum ");
  if (cs == std::string::npos || (cs > 0 && text[cs - 1] != '\n'))
    return corrupt(path + ": the save is damaged (no checksum line); it was left untouched");
  Hasher h;
  h.bytes(text.data(), cs);
  std::string stored = text.substr(cs + 9);
  while (!stored.empty() && (stored.back() == '\n' || stored.back() == '\r')) stored.pop_back();
  if (stored != hex64(h.h)) return corrupt(path + ": the save is damaged (checksum mismatch); it was left untouched");
  std::istringstream lines(text.substr(0, cs));
  std::string line;
  std::getline(lines, line);
  std::istringstream head(line);
  std::string magic, kind;
  int version = 0;
  head >> magic >> kind >> version;
  if (magic != "bnb-save") return corrupt(path + ":1: not a bnb save file");
  if (kind != expected_kind) return corrupt(path + ":1: this is a " + kind + " save, not a " + expected_kind + " save");
  if (version < 1 || version > max_version)
    return corrupt(path + ":1: save version " + std::to_string(version) +
                   " is not supported (this program reads up to version " + std::to_string(max_version) + ")");
  out = {};
  out.kind = kind;
  out.version = version;
  for (int number = 2; std::getline(lines, line); ++number) {
    if (line.empty()) continue;
    const size_t sp = line.find(' ');
    out.lines.emplace_back(line.substr(0, sp), sp == std::string::npos ? "" : line.substr(sp + 1));
    out.line_numbers.push_back(number);
  }
  return {};
}

std::string read_save(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out) {
  return read_save_file(path, expected_kind, max_version, out).error;
}

}  // namespace bnb
