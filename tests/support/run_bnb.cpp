#include "tests/support/run_bnb.h"

#include <sys/wait.h>

#include <cstdio>
#include <stdexcept>

namespace bnb::test {

BnbRun run_bnb(const std::string& args) {
  BnbRun run;
  // English whatever the machine's locale: a test that wants another language says --lang.
  const std::string cmd = "env LC_ALL= LC_MESSAGES= LANG=C " + std::string(BNB_BINARY) + " " + args + " 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) throw std::runtime_error("cannot start " + cmd);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) run.out.append(buf, n);
  const int st = pclose(p);
  run.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return run;
}

}  // namespace bnb::test
