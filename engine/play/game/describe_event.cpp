#include "engine/play/game/describe_event.h"


namespace bnb {

bool is_detail(const Event& e) {
  switch (e.kind()) {
    case EventKind::ScenarioStarted:
    case EventKind::TurnEnded:
    case EventKind::ObjectiveAttacked:
    case EventKind::ObjectiveDestroyed:
    case EventKind::MonsterPlanned:  // the page's monster turn tells it; the log does not
    case EventKind::RoundEnded: return true;
    case EventKind::CardMoved: return e.as<CardMoved>().to != Pile::Lost;
    default: return false;
  }
}

std::string script_failure_text(const ScriptFailure& f) {
  // The folder the author gave (the id only for content built without one).
  const std::string& mod = f.dir.empty() ? f.mod : f.dir;
  std::string where = mod.empty() ? f.file : mod + "/" + f.file;
  if (f.line > 0) where += ":" + std::to_string(f.line);
  if (!f.hook.empty()) where += ": in hook '" + f.hook + "'";
  return where + ": " + f.message;
}

}  // namespace bnb
