#pragma once
// Events: every change a UI would show, emitted in order while the engine advances.
#include <cstdint>
#include <string>

#include "engine/core/types.h"
#include "engine/hex/hex.h"

namespace bnb {

#define BNB_EVENT_KINDS(X)                                                        \
  X(ScenarioStarted)   /* a = scenario number */                                  \
  X(RoundStarted)      /* a = round */                                            \
  X(CardsSelected)     /* card, card2 (initiative card first), a = initiative */  \
  X(LongRestDeclared)                                                             \
  X(MonsterActionRolled) /* a = monster type def, b = die face, c = column, d = initiative */ \
  X(TurnStarted)       /* figure */                                               \
  X(TurnEnded)         /* figure */                                               \
  X(FigureMoved)       /* figure, from, to */                                     \
  X(ModifierRolled)    /* figure (attacker), a = row, b = face, c = column, text = cell */ \
  X(AttackResolved)    /* figure = attacker, other = target, a = attack value, b = damage */ \
  X(DamageSuffered)    /* figure, a = amount, b = hp after */                     \
  X(DamageNegated)     /* figure, a = amount, text = how */                       \
  X(Healed)            /* figure, a = amount, b = hp after */                     \
  X(ConditionGained)   /* figure, a = condition */                                \
  X(ConditionRemoved)  /* figure, a = condition */                                \
  X(ElementInfused)    /* a = element */                                          \
  X(ElementConsumed)   /* a = element, figure = by */                             \
  X(CardMoved)         /* card, a = from pile, b = to pile, c = side */           \
  X(FigureKilled)      /* figure, other = by */                                   \
  X(MonsterSpawned)    /* figure, to */                                           \
  X(Retaliated)        /* figure = retaliating, other = attacker, a = amount */   \
  X(ObjectiveAttacked) /* figure = attacker, to = hex, a = attack value, b = damage, c = hp left (-1 = immune) */ \
  X(ObjectiveDestroyed) /* figure = by, to = hex */                               \
  X(ItemUsed)          /* a = item def, b = new status */                         \
  X(ShortRested)                                                                  \
  X(LongRested)                                                                   \
  X(RoundEnded)        /* a = round */                                            \
  X(ScenarioEnded)     /* a = outcome (1 won, 2 lost), text = why */              \
  X(Message)           /* text */                                                 \
  X(ScriptFailed)      /* text = mod/file:line: in hook: message */

enum class EventKind : uint8_t {
#define BNB_EVENT_ENUM(name) name,
  BNB_EVENT_KINDS(BNB_EVENT_ENUM)
#undef BNB_EVENT_ENUM
};
std::string_view event_kind_name(EventKind k);

struct Event {
  Event() = default;
  explicit Event(EventKind k) : kind(k) {}
  EventKind kind = EventKind::Message;
  FigureId figure = kNoFigure, other = kNoFigure;
  int card = -1, card2 = -1;
  int a = 0, b = 0, c = 0, d = 0;
  Hex from, to;
  std::string text;
};

}  // namespace bnb
