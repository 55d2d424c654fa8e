#include "engine/base/core/read_file.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bnb {

std::string read_regular_file(const std::string& path, std::string& out, uint64_t limit) {
  // O_NONBLOCK: opening a FIFO does not wait for a writer; fstat then refuses it.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return std::strerror(errno);
  struct stat st {};
  std::string why;
  if (::fstat(fd, &st) != 0) why = std::strerror(errno);
  else if (!S_ISREG(st.st_mode)) why = "not a regular file (a FIFO, device or socket)";
  else if (uint64_t(st.st_size) > limit) why = "larger than " + std::to_string(limit >> 20) + " MiB";
  out.clear();
  char buf[65536];
  while (why.empty()) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) why = std::strerror(errno);
    if (n <= 0) break;
    out.append(buf, size_t(n));
    if (out.size() > limit) why = "larger than " + std::to_string(limit >> 20) + " MiB";  // it grew
  }
  ::close(fd);
  if (!why.empty()) out.clear();
  return why;
}

std::string check_inside(const std::string& dir, const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path root = fs::canonical(dir, ec);
  if (ec) return "the mod's folder cannot be resolved (" + ec.message() + ")";
  const fs::path real = fs::canonical(path, ec);
  if (ec) return "a link that loops or leads nowhere (" + ec.message() + ")";
  const auto [r, p] = std::mismatch(root.begin(), root.end(), real.begin(), real.end());
  if (r != root.end()) return "a link to outside the mod's folder; a mod reads only its own files";
  return {};
}

}  // namespace bnb
