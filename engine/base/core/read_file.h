#pragma once
// Reading files that come from users (mods, their tests): only regular files, never more than a
// limit. A FIFO would block for ever and a device (/dev/zero) never ends, so both are refused, as
// is a file too large to be content.
#include <cstdint>
#include <string>

namespace bnb {

// Content files are small (the largest of the base game is a few dozen KiB).
inline constexpr uint64_t kMaxContentFileBytes = 16ull << 20;

// Reads `path` whole into `out`. "" on success, else why not (without the path): "not a regular
// file (a FIFO, device or socket)", "larger than 16 MiB", or the system's reason.
std::string read_regular_file(const std::string& path, std::string& out, uint64_t limit = kMaxContentFileBytes);

// Where a mod's file really is: "" when `path` (links resolved) stays inside the folder `dir`,
// else why not ("a link to outside the mod's folder", "a link that loops or leads nowhere").
std::string check_inside(const std::string& dir, const std::string& path);

}  // namespace bnb
