#include "engine/content/diagnostics.h"

namespace bnb {

std::string Diagnostic::str() const {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  if (column > 0) out += ":" + std::to_string(column);
  out += severity == Error ? ": error: " : ": warning: ";
  if (!path.empty()) out += path + ": ";
  out += message;
  return out;
}

void Diagnostics::error(std::string file, int line, int column, std::string path, std::string message) {
  items_.push_back({Diagnostic::Error, std::move(file), line, column, std::move(path), std::move(message)});
}
void Diagnostics::warning(std::string file, int line, int column, std::string path, std::string message) {
  items_.push_back({Diagnostic::Warning, std::move(file), line, column, std::move(path), std::move(message)});
}
bool Diagnostics::has_errors() const {
  for (const auto& d : items_)
    if (d.severity == Diagnostic::Error) return true;
  return false;
}
std::string Diagnostics::str() const {
  std::string out;
  for (const auto& d : items_) out += d.str() + "\n";
  return out;
}

}  // namespace bnb
