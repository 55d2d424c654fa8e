// One letter per monster type on a map (map_view.h, monster_symbols).
#include <algorithm>
#include <cctype>

#include "tools/bnb/map_view.h"

namespace bnb::cli {

std::vector<char> monster_symbols(const ContentDb& db, const std::vector<int>& defs, std::string_view reserved) {
  std::vector<char> out;
  auto taken = [&](char c) { return std::find(out.begin(), out.end(), c) != out.end(); };
  auto lower = [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); };
  auto clashes = [&](char c) {
    for (char r : reserved)
      if (lower(r) == lower(c)) return true;
    return false;
  };
  for (int def : defs) {
    const std::string& name = db.monsters[size_t(def)].name;
    std::vector<char> initials;  // last word first
    for (size_t i = 0; i < name.size(); ++i)
      if (std::isalpha(static_cast<unsigned char>(name[i])) && (i == 0 || name[i - 1] == ' ' || name[i - 1] == '-'))
        initials.insert(initials.begin(), name[i]);
    std::vector<char> candidates;
    for (char c : initials) candidates.push_back(char(std::toupper(static_cast<unsigned char>(c))));
    for (char c : initials) candidates.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    for (char c : name)
      if (std::isalpha(static_cast<unsigned char>(c))) candidates.push_back(char(std::toupper(static_cast<unsigned char>(c))));
    for (char c : name)
      if (std::isalpha(static_cast<unsigned char>(c))) candidates.push_back(char(std::tolower(static_cast<unsigned char>(c))));
    for (char c = 'A'; c <= 'Z'; ++c) candidates.push_back(c);
    char pick = '?';
    // First a letter free in both cases (no G1 beside g1), then any free one.
    for (char c : candidates)
      if (!taken(char(std::toupper(static_cast<unsigned char>(c)))) && !taken(lower(c)) && !clashes(c)) {
        pick = c;
        break;
      }
    for (char c : candidates)
      if (pick == '?' && !taken(c)) pick = c;
    out.push_back(pick);
  }
  return out;
}

}  // namespace bnb::cli
