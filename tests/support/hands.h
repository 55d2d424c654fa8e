#pragma once
// Hands of cards several rules tests play with (tests/support/rules_fixture.h builds them).
#include "tests/support/rules_fixture.h"

namespace bnb::test {

// Four cards: "guard" (initiative 10: attack 2 on top, a round bonus of shield 1 at the bottom) and
// three plain ones (initiative 20, 30, 40: attack 2 / move 2).
inline void set_guard_hand(Rules& r) {
  Action bonus = action({});
  bonus.active = ActiveKind::Round, bonus.shield = 1;
  r.set_cards({card("guard", 10, action({attack(2)}), bonus), card("c1", 20, action({attack(2)}), action({move(2)})),
               card("c2", 30, action({attack(2)}), action({move(2)})), card("c3", 40, action({attack(2)}), action({move(2)}))});
}

}  // namespace bnb::test
