#include "engine/base/content/diagnostics.h"

#include "engine/base/core/text.h"

namespace bnb {

std::string Diagnostic::str() const {
  std::string out = printable(file);  // a file name may hold escape sequences too
  if (line > 0) out += ":" + std::to_string(line);
  if (column > 0) out += ":" + std::to_string(column);
  out += severity == Error ? ": error: " : ": warning: ";
  if (!path.empty()) out += path + ": ";
  out += printable(message);
  return out;
}

void Diagnostics::add(Diagnostic d) {
  if (d.severity == Diagnostic::Error) errors_ = true;
  if (items_.size() >= kMaxKept) {
    ++dropped_;
    return;
  }
  items_.push_back(std::move(d));
}
void Diagnostics::error(std::string file, int line, int column, std::string path, std::string message) {
  add({Diagnostic::Error, std::move(file), line, column, std::move(path), std::move(message)});
}
void Diagnostics::warning(std::string file, int line, int column, std::string path, std::string message) {
  add({Diagnostic::Warning, std::move(file), line, column, std::move(path), std::move(message)});
}
bool Diagnostics::has_errors() const { return errors_; }
std::string Diagnostics::str() const {
  std::string out;
  for (const auto& d : items_) out += d.str() + "\n";
  if (dropped_) out += "... and " + std::to_string(dropped_) + " more problems (only the first " + std::to_string(kMaxKept) + " are shown)\n";
  return out;
}

}  // namespace bnb
