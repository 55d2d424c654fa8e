#pragma once
// A subcommand's options as one table: each row names an option, how its value is read and into
// what, and its line of the usage text. Parsing, the errors (which name the option) and --help all
// come from the rows, so an option cannot be read without being listed, or listed and not read.
#include <functional>
#include <string>
#include <vector>

#include "tools/bnb/args.h"

namespace bnb::cli {

// How many words an option takes after it.
enum class Takes {
  nothing,     // a flag
  one,         // one value
  words,       // every following word that does not start with '-'
  words_or_dash,  // the same, and "-" too (standard input)
};

// How a row reads its value(s): `set` gets the command ("sim"), the option ("--games") and the
// value (once per word for Takes::words; "" for a flag), and throws std::runtime_error on a bad one.
struct OptionKind {
  Takes takes = Takes::one;
  const char* needs = "a value";  // what a missing value is said to need: "bnb sim: --games needs a number"
  std::function<void(const std::string& command, const std::string& option, const std::string& value)> set;
};

OptionKind flag(bool& target);
OptionKind text(std::string& target, const char* needs);
OptionKind words(std::vector<std::string>& target, Takes takes = Takes::words);
// A number of seconds in [lo, hi], fractions allowed: 0.5, 10.
OptionKind seconds(double& target, double lo, double hi);
// A whole number in [lo, hi] (args.h's whole_number).
template <class T>
OptionKind whole(T& target, long long lo, long long hi, const char* needs = "a number") {
  return {Takes::one, needs, [&target, lo, hi](const std::string& c, const std::string& o, const std::string& v) {
            target = T(whole_number(c, o, v, lo, hi));
          }};
}
// `kind`, and `given` set to true when the option is on the command line.
OptionKind noting(bool& given, OptionKind kind);

struct OptionRow {
  std::string name;  // "--games"
  std::string arg;   // how the usage names the value: "N" (empty for a flag)
  OptionKind kind;
  std::string help;  // the usage's text, '\n' between its lines; empty: not listed
};

struct OptionTable {
  std::string command;  // "sim": messages read "bnb sim: ..."
  std::string head;     // the usage text before the options' lines
  std::vector<OptionRow> rows;
  std::string tail;     // ... and after them
  size_t column = 21;   // where an option's help text starts
  // A word that is not an option (review's replay file): true when taken. None: every such word
  // is an unknown option.
  std::function<bool(const std::string&)> word = nullptr;
};

// head, a line per listed row (its help's further lines indented to the column), tail.
std::string usage(const OptionTable& t);

// Reads argv[1..] into the rows' targets; --help or -h prints the usage and exits with 0. False
// after a message on stderr for an unknown option; a missing or bad value throws (parse_or_usage
// prints it), naming the option.
bool read_options(const OptionTable& t, int argc, char** argv);

}  // namespace bnb::cli
