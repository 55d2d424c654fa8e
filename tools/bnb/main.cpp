// bnb: the command line program. Subcommands live one per file (cmd_*.cpp).
#include <cstdio>
#include <string>

int main(int argc, char** argv) {
  (void)argc;
  (void)argv;
  std::puts("bnb: under construction");
  return 0;
}
