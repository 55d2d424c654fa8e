#pragma once
// Adding definitions to the ContentDb: a new id adds one, the same id from a later mod replaces
// the earlier definition in place (and drops its references), the same id twice in one mod is an
// error that names both places.
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/base/content/yaml_read.h"

namespace bnb::loader {

class Merger {
 public:
  explicit Merger(ContentDb& db) : db_(db) {}
  void set_mod(int ordinal) { mod_ = ordinal; }
  ContentDb& db() { return db_; }

  // Stores `def` as "<kind> <key>" (e.g. "monster mouse", "item 5"); `at` is the key field. The
  // references in ctx.refs belong to it and are moved into the db (or dropped with it).
  template <class T>
  void add(std::vector<T>& list, FileCtx& ctx, std::string_view kind, const std::string& key, const Val& at, T&& def) {
    const long i = claim(ctx, kind, key, at, list.size());
    if (i < 0) return;
    if (size_t(i) == list.size()) {
      list.push_back(std::move(def));
      return;
    }
    if (list[size_t(i)].id != def.id) replaced_.insert(std::string(kind) + " " + list[size_t(i)].id);
    list[size_t(i)] = std::move(def);
  }
  // For things there is one of (die, campaign): true when the caller should store it.
  bool add_single(FileCtx& ctx, std::string_view kind, const Val& at) {
    return claim(ctx, kind, "", at, 0) >= 0;
  }
  // "<kind> <id>" of every definition a later mod replaced under another id (a scenario replaced
  // by number): a translation of the earlier one is not an error, it no longer applies.
  const std::set<std::string>& replaced() const { return replaced_; }

 private:
  // Index to store at, or -1 to drop the definition.
  long claim(FileCtx& ctx, std::string_view kind, const std::string& key, const Val& at, size_t next_index);

  struct Entry {
    size_t index;
    int mod;
    SourceRef source;
  };
  ContentDb& db_;
  int mod_ = 0;
  std::unordered_map<std::string, Entry> index_;
  std::set<std::string> replaced_;
};

}  // namespace bnb::loader
