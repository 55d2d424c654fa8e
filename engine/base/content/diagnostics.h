#pragma once
// Problems found in content, printed like compiler messages:
//   file:line:col: error: path.to.field: expected X, got Y
// Loading collects every problem it can find instead of stopping at the first.
#include <string>
#include <vector>

namespace bnb {

struct Diagnostic {
  enum Severity { Error, Warning } severity = Error;
  std::string file;
  int line = 0, column = 0;  // 1-based; 0 = unknown
  std::string path;          // path.to.field, may be empty
  std::string message;
  std::string str() const;
};

class Diagnostics {
 public:
  void error(std::string file, int line, int column, std::string path, std::string message);
  void warning(std::string file, int line, int column, std::string path, std::string message);
  // The first kMaxKept problems; those after them are only counted (dropped()).
  const std::vector<Diagnostic>& all() const { return items_; }
  size_t dropped() const { return dropped_; }
  size_t count() const { return items_.size() + dropped_; }  // every problem reported, dropped too
  bool has_errors() const;
  std::string str() const;  // one message per line, then how many were dropped

  // Enough to fix a mod by; a file with a million bad entries does not fill the memory or the terminal.
  static constexpr size_t kMaxKept = 1000;

 private:
  void add(Diagnostic d);
  std::vector<Diagnostic> items_;
  size_t dropped_ = 0;
  bool errors_ = false;
};

}  // namespace bnb
