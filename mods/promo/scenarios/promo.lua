-- Special rules of the promotional scenarios (our reconstruction; see PROVENANCE.md).
-- Every function is called as fn(ctx, ev); state lives in ctx.vars, never in Lua.

-- 2.5, Narrow Escape: the barricade (an objective of 12 hit points, GHS) is the way out; it is won
-- at the end of the round in which the barricade is destroyed.
function barricade_broken(ctx, ev)
  for _, o in ipairs(board.objectives()) do
    if o.name == "Barricade" then return nil end
  end
  return "won"
end

-- 12.5, The Beast Tamer: the beasts obey the tamer (the elite Bandit Guard); when she falls they
-- scatter, and the scenario is won at the end of that round.
function tamer_defeated(ctx, ev)
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and f.type == "elite-bandit-guard" then return nil end
  end
  return "won"
end
