#include "tools/bnb/watch.h"

#include <stdexcept>
#include <system_error>

#include "engine/rules/scenario/scenario.h"

namespace bnb::cli {

namespace fs = std::filesystem;

FileWatch::FileWatch(std::vector<std::string> dirs) : dirs_(std::move(dirs)), stamps_(scan()) {}

std::map<std::string, fs::file_time_type> FileWatch::scan() const {
  std::map<std::string, fs::file_time_type> out;
  for (const std::string& dir : dirs_) {
    std::error_code ec;
    for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      std::error_code fe;
      if (!it->is_regular_file(fe)) continue;
      const std::string ext = it->path().extension().string();
      if (ext != ".yaml" && ext != ".lua") continue;  // editors' swap and backup files do not count
      out[it->path().string()] = it->last_write_time(fe);
    }
  }
  return out;
}

bool FileWatch::changed() {
  auto now = scan();
  if (now == stamps_) return false;
  stamps_ = std::move(now);
  return true;
}

Reload reload_content(const std::vector<std::string>& dirs, const std::string& base_dir, const GameSetup& setup,
                      std::vector<std::string>& answers) {
  Reload r;
  auto s = std::make_unique<Session>(load_content(dirs, base_dir));
  if (!s->ok()) {
    r.message = "The changed files have errors; still playing the last good version:\n" + s->loaded.diags.str();
    return r;
  }
  if (const SetupProblem p = check_setup(s->db(), setup); p != SetupProblem::None) {
    r.message = "The changed files cannot start this game (" + setup_problem_text(s->db(), setup, p) +
                "); still playing the last good version.\n";
    return r;
  }
  size_t kept = 0;
  try {
    Game g(s->db(), s->scripts.get(), setup);
    while (kept < answers.size() && g.answer(answers[kept]).ok()) ++kept;
  } catch (const std::exception& e) {
    r.message = std::string("The changed files cannot start this game (") + e.what() +
                "); still playing the last good version.\n";
    return r;
  }
  if (kept == answers.size()) {
    r.status = Reload::Resumed;
    r.message = "Reloaded: the scenario restarts from its seed with the " + std::to_string(answers.size()) +
                " answers given so far.\n";
  } else {
    r.status = Reload::FromTheStart;
    r.message = "Reloaded: answer " + std::to_string(kept + 1) + " ('" + answers[kept] +
                "') no longer fits the changed content, so the scenario starts from the beginning.\n";
    answers.clear();
  }
  r.session = std::move(s);
  return r;
}

}  // namespace bnb::cli
