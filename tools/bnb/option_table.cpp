#include "tools/bnb/option_table.h"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace bnb::cli {

OptionKind flag(bool& target) {
  return {Takes::nothing, "", [&target](const std::string&, const std::string&, const std::string&) { target = true; }};
}

OptionKind text(std::string& target, const char* needs) {
  return {Takes::one, needs, [&target](const std::string&, const std::string&, const std::string& v) { target = v; }};
}

OptionKind words(std::vector<std::string>& target, Takes takes) {
  return {takes, "", [&target](const std::string&, const std::string&, const std::string& v) { target.push_back(v); }};
}

namespace {
std::string shortest(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}
}  // namespace

OptionKind seconds(double& target, double lo, double hi) {
  return {Takes::one, "a number of seconds", [&target, lo, hi](const std::string& c, const std::string& o, const std::string& v) {
            char* end = nullptr;
            const double s = std::strtod(v.c_str(), &end);
            if (v.empty() || *end || !(s >= lo && s <= hi))
              throw std::runtime_error("bnb " + c + ": " + o + " needs a number of seconds from " + shortest(lo) + " to " +
                                       shortest(hi) + ", not '" + v + "'");
            target = s;
          }};
}

OptionKind noting(bool& given, OptionKind kind) {
  auto set = std::move(kind.set);
  kind.set = [&given, set](const std::string& c, const std::string& o, const std::string& v) {
    set(c, o, v);
    given = true;
  };
  return kind;
}

std::string usage(const OptionTable& t) {
  std::string out = t.head;
  for (const OptionRow& r : t.rows) {
    if (r.help.empty()) continue;
    std::string line = "  " + r.name + (r.arg.empty() ? "" : " " + r.arg);
    line += line.size() < t.column ? std::string(t.column - line.size(), ' ') : "  ";
    for (const char c : r.help) line += c == '\n' ? "\n" + std::string(t.column, ' ') : std::string(1, c);
    out += line + "\n";
  }
  return out + t.tail;
}

bool read_options(const OptionTable& t, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      std::fputs(usage(t).c_str(), stdout);
      std::exit(0);
    }
    const OptionRow* row = nullptr;
    for (const OptionRow& r : t.rows)
      if (r.name == a) row = &r;
    if (!row) {
      if (t.word && !a.empty() && a[0] != '-' && t.word(a)) continue;
      std::fprintf(stderr, "bnb %s: %s '%s' (see bnb %s --help)\n", t.command.c_str(),
                   t.word ? "unexpected" : "unknown option", a.c_str(), t.command.c_str());
      return false;
    }
    const OptionKind& k = row->kind;
    auto is_word = [&](const char* w) {
      return w[0] != '-' || (k.takes == Takes::words_or_dash && std::string(w) == "-");
    };
    switch (k.takes) {
      case Takes::nothing: k.set(t.command, a, ""); break;
      case Takes::one:
        if (i + 1 >= argc) throw std::runtime_error("bnb " + t.command + ": " + a + " needs " + k.needs);
        k.set(t.command, a, argv[++i]);
        break;
      case Takes::words:
      case Takes::words_or_dash:
        while (i + 1 < argc && is_word(argv[i + 1])) k.set(t.command, a, argv[++i]);
        break;
    }
  }
  return true;
}

}  // namespace bnb::cli
