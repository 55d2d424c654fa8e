#include "engine/kernel/script/host.h"

namespace bnb {

std::string ScriptError::str() const {
  std::string out = mod.empty() ? file : mod + "/" + file;
  if (line > 0) out += ":" + std::to_string(line);
  if (!hook.empty()) out += ": in hook '" + hook + "'";
  out += ": " + message;
  return out;
}

}  // namespace bnb
