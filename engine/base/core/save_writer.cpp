#include "engine/base/core/save_writer.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <sstream>

#include <fcntl.h>
#include <unistd.h>

namespace bnb {

namespace {

std::string host_name() {
  char buf[256] = {};
  if (::gethostname(buf, sizeof buf - 1) != 0) return "?";
  return buf;
}

std::string read_small(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return {};
  char buf[1024];
  const ssize_t n = ::read(fd, buf, sizeof buf);
  ::close(fd);
  return n > 0 ? std::string(buf, size_t(n)) : std::string();
}

std::string field(const std::string& text, const std::string& key) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.starts_with(key + " ")) return line.substr(key.size() + 1);
  return {};
}

// A lock whose process no longer runs on this host.
bool stale(const std::string& text) {
  if (field(text, "host") != host_name()) return false;
  const std::string pid = field(text, "pid");
  uint64_t p = 0;
  if (!parse_uint(pid, 1u << 30, p) || p == 0) return true;  // not a lock this program wrote
  return ::kill(pid_t(p), 0) != 0 && errno == ESRCH;
}

// Temporary files of writes that were interrupted (`<save>.tmp.XXXXXX`): only the holder of the
// lock writes, so none of them is in use.
void remove_leftovers(const std::string& save) {
  namespace fs = std::filesystem;
  const fs::path p(save);
  const std::string prefix = p.filename().string() + ".tmp.";
  std::error_code ec;
  const fs::path dir = p.has_parent_path() ? p.parent_path() : fs::path(".");
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().filename().string().starts_with(prefix) && it->is_regular_file(ec)) fs::remove(it->path(), ec);
}

}  // namespace

std::string SaveLock::take(const std::string& save, const std::string& program) {
  release();
  const std::string path = save + ".lock";
  char since[32] = {};
  const std::time_t now = std::time(nullptr);
  std::strftime(since, sizeof since, "%Y-%m-%d %H:%M:%S UTC", std::gmtime(&now));
  const std::string text = "program " + program + "\npid " + std::to_string(::getpid()) + "\nhost " + host_name() +
                           "\nsince " + since + "\n";
  for (int attempt = 0; attempt < 2; ++attempt) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd >= 0) {
      const bool ok = ::write(fd, text.data(), text.size()) == ssize_t(text.size());
      ::close(fd);
      if (!ok) {
        ::unlink(path.c_str());
        return save + ": cannot write the lock file " + path;
      }
      lock_path_ = path;
      remove_leftovers(save);
      return {};
    }
    if (errno != EEXIST) return save + ": cannot create the lock file " + path + " (" + std::strerror(errno) + ")";
    const std::string holder = read_small(path);
    if (attempt == 0 && stale(holder)) {
      ::unlink(path.c_str());
      continue;
    }
    std::string who = field(holder, "program");
    if (who.empty()) who = "another program";
    std::string detail;
    if (const std::string pid = field(holder, "pid"); !pid.empty()) detail += "process " + pid;
    if (const std::string host = field(holder, "host"); !host.empty()) detail += " on " + host;
    if (const std::string s = field(holder, "since"); !s.empty()) detail += ", since " + s;
    std::string msg = save + " is in use by " + who + (detail.empty() ? "" : " (" + detail + ")");
    return msg + ". Close it first, or use --save FILE for another file (if no such program runs, delete " + path + ").";
  }
  return save + ": cannot take the lock file " + path;
}

void SaveLock::release() {
  if (lock_path_.empty()) return;
  ::unlink(lock_path_.c_str());
  lock_path_.clear();
}

std::string SaveWriter::write(const SaveRecord& rec) {
  if (!stopped_ && changed()) stopped_ = true;
  if (stopped_)
    return path_ + " was changed or removed by another program since it was read; it was left untouched and "
                   "is no longer written here (restart to continue from it)";
  SaveIdentity written;
  std::string e = write_save_atomically(path_, rec, &written);
  if (e.empty()) known_ = written;
  return e;
}

}  // namespace bnb
