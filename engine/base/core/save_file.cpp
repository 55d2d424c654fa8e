#include "engine/base/core/save_file.h"

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <sstream>

#include "engine/base/core/hash.h"

#include <fcntl.h>
#include <sys/stat.h>
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

namespace {

uint64_t text_hash(const std::string& text) {
  Hasher h;
  h.bytes(text.data(), text.size());
  return h.h;
}

// Reads the whole file behind `fd` (at most kMaxSaveBytes); false on an I/O error or a larger file.
bool read_fd(int fd, std::string& out, struct stat& st) {
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || uint64_t(st.st_size) > kMaxSaveBytes) return false;
  out.clear();
  char buf[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) return true;
    out.append(buf, size_t(n));
    if (out.size() > kMaxSaveBytes) return false;
  }
}

SaveIdentity identity_of(const struct stat& st, const std::string& text) {
  return {true, uint64_t(st.st_dev), uint64_t(st.st_ino), uint64_t(text.size()), text_hash(text)};
}

}  // namespace

SaveIdentity save_identity(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    if (errno == ENOENT) return {};
    // Exists but cannot be opened: an identity no written file has.
    return {true, 0, 0, ~0ull, 0};
  }
  std::string text;
  struct stat st {};
  const bool ok = read_fd(fd, text, st);
  ::close(fd);
  if (!ok) return {true, uint64_t(st.st_dev), uint64_t(st.st_ino), ~0ull, 0};
  return identity_of(st, text);
}

std::string write_save_atomically(const std::string& path, const SaveRecord& rec, SaveIdentity* written) {
  std::string body = "bnb-save " + rec.kind + " " + std::to_string(rec.version) + "\n";
  for (const auto& [k, v] : rec.lines) body += k + (v.empty() ? "" : " " + v) + "\n";
  Hasher h;
  h.bytes(body.data(), body.size());
  body += "checksum " + hex64(h.h) + "\n";
  std::string tmp = path + ".tmp.XXXXXX";
  const int fd = ::mkstemp(tmp.data());
  if (fd < 0) return path + ": cannot write the save (" + std::strerror(errno) + ")";
  ::fchmod(fd, 0644);
  bool ok = true;
  for (size_t done = 0; ok && done < body.size();) {
    const ssize_t n = ::write(fd, body.data() + done, body.size() - done);
    if (n < 0 && errno == EINTR) continue;
    ok = n > 0;
    if (ok) done += size_t(n);
  }
  const int err = ok ? 0 : errno;
  struct stat st {};
  ok = ok && ::fsync(fd) == 0 && ::fstat(fd, &st) == 0;
  ::close(fd);
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int why = err ? err : errno;
    std::remove(tmp.c_str());
    return path + ": cannot write the save (" + std::strerror(why) + ")";
  }
  if (written) *written = identity_of(st, body);
  return {};
}

SaveRead read_save_file(const std::string& path, const std::string& expected_kind, int max_version, SaveRecord& out,
                        SaveIdentity* read) {
  std::error_code ec;
  std::filesystem::remove(path + ".tmp", ec);  // left by a write of an older version; the save is whole
  if (read) *read = {};
  const auto st = std::filesystem::status(path, ec);
  if (st.type() == std::filesystem::file_type::not_found) return {SaveStatus::Missing, path + ": no save"};
  if (ec || st.type() != std::filesystem::file_type::regular)
    return {SaveStatus::Unreadable, path + ": the save cannot be read (not a file); it was left untouched"};
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int err = errno;
    return {SaveStatus::Unreadable,
            path + ": the save cannot be read (" + std::strerror(err) + "); it was left untouched"};
  }
  std::string text;
  struct stat fst {};
  const bool ok = read_fd(fd, text, fst);
  ::close(fd);
  if (!ok)
    return {SaveStatus::Unreadable, path + ": the save cannot be read (an I/O error, or larger than " +
                                        std::to_string(kMaxSaveBytes >> 20) + " MiB); it was left untouched"};
  if (read) *read = identity_of(fst, text);
  return parse_save(text, path, expected_kind, max_version, out);
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
