#include <cstdio>

#include "tools/bnb/commands.h"

namespace bnb::cli {
int cmd_replay(int, char**) {
  std::fprintf(stderr, "bnb: this command is not available yet\n");
  return 1;
}
}  // namespace bnb::cli
