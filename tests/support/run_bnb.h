// Runs the real `bnb` binary of this build with arguments and collects what it printed.
#pragma once

#include <string>

namespace bnb::test {

struct BnbRun {
  int status = -1;  // exit code, -1 when it did not exit normally
  std::string out;  // stdout and stderr, interleaved as printed
};

// `args` is passed through the shell: quote paths with spaces yourself.
BnbRun run_bnb(const std::string& args);

}  // namespace bnb::test
