#pragma once
// One program writing a campaign save at a time, and never over a file it did not write.
//  - SaveLock: a lock file `<save>.lock` names its holder (program, process, host, since when). A
//    second program reads it and refuses, saying who holds the save. A lock left by a process that
//    is gone (on this host) is stale and taken over.
//  - SaveWriter: remembers the save as this program last read or wrote it (SaveIdentity); before
//    replacing it, checks the file is still that one. If another program replaced or removed it,
//    the writer stops writing for good and says so: the other program's file is never overwritten.
#include <string>

#include "engine/base/core/save_file.h"

namespace bnb {

class SaveLock {
 public:
  SaveLock() = default;
  SaveLock(const SaveLock&) = delete;
  SaveLock& operator=(const SaveLock&) = delete;
  ~SaveLock() { release(); }
  // Takes the lock of `save` for `program` (e.g. "bnb serve"). "" when taken, else a message
  // naming the save and its holder. Removes temporary files left by interrupted writes.
  std::string take(const std::string& save, const std::string& program);
  void release();
  bool held() const { return !lock_path_.empty(); }

 private:
  std::string lock_path_;
};

class SaveWriter {
 public:
  explicit SaveWriter(std::string path) : path_(std::move(path)) {}
  const std::string& path() const { return path_; }
  // The file as this program read it (an identity that does not exist: there was no save).
  // Writing goes on (stopped() is false again): this program now knows the file it replaces.
  void remember(const SaveIdentity& read) { known_ = read, stopped_ = false; }
  const SaveIdentity& known() const { return known_; }
  // Has another program replaced, changed or removed the save since it was read or written?
  bool changed() const { return save_identity(path_) != known_; }
  // Writes `rec` if the file is still the one remembered. "" on success; else a message, and
  // when the file was changed by another program, stopped() is true from then on.
  std::string write(const SaveRecord& rec);
  bool stopped() const { return stopped_; }

 private:
  std::string path_;
  SaveIdentity known_;
  bool stopped_ = false;
};

}  // namespace bnb
