#include "tools/bnb/generated_files.h"

#include <cstring>
#include <fstream>
#include <iterator>

namespace bnb::cli {

namespace {

std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Through a temporary file and a rename, so a reader never sees half a file.
bool write_text(const std::filesystem::path& p, const std::string& text) {
  const std::filesystem::path tmp = p.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    if (!out.flush()) return false;
  }
  std::error_code ec;
  std::filesystem::rename(tmp, p, ec);
  return !ec;
}

}  // namespace

int parse_generated_options(const char* command, int argc, char** argv, void (*usage)(FILE*), GeneratedOptions& o) {
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage(stdout);
      return 0;
    }
    if (!std::strcmp(argv[i], "--check")) {
      o.check = true;
    } else if (!std::strcmp(argv[i], "--out") && i + 1 < argc) {
      o.dir = argv[++i];
    } else {
      std::fprintf(stderr, "bnb %s: unknown argument '%s'\n", command, argv[i]);
      usage(stderr);
      return 2;
    }
  }
  return -1;
}

int write_or_check(const char* command, const GeneratedOptions& o,
                   const std::vector<std::pair<std::string, std::string>>& files) {
  if (!o.check) {
    std::error_code ec;
    std::filesystem::create_directories(o.dir, ec);
  }
  int status = 0;
  for (const auto& [name, text] : files) {
    const std::filesystem::path p = o.dir / name;
    if (o.check) {
      if (read_text(p) != text) {
        std::fprintf(stderr, "bnb %s: %s is out of date (run bnb %s)\n", command, p.string().c_str(), command);
        status = 1;
      }
    } else if (!write_text(p, text)) {
      std::fprintf(stderr, "bnb %s: cannot write %s\n", command, p.string().c_str());
      status = 1;
    } else {
      std::printf("wrote %s\n", p.string().c_str());
    }
  }
  return status;
}

}  // namespace bnb::cli
