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
  const std::vector<Diagnostic>& all() const { return items_; }
  bool has_errors() const;
  std::string str() const;  // one message per line

 private:
  std::vector<Diagnostic> items_;
};

}  // namespace bnb
