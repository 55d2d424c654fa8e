-- Scenario 20, Showdown.
-- Source rule (GHS scenarios/20.json): once, when the Mounted Prince is dead, a Goring Beetle
-- spawns at A and the Demon Prince at B.

function find_prince(ctx, ev)
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and f.type == "mounted-prince" then ctx.vars.s20_prince = f.id end
  end
end

function prince_falls(ctx, ev)
  if ctx.vars.s20_reserve_spawned or ev.figure ~= ctx.vars.s20_prince then return end
  ctx.vars.s20_reserve_spawned = true
  ctx.vars.s20_fell_in_round = game.round()
  figures.spawn("goring-beetle", board.letter("A")[1])
  figures.spawn("demon-prince", board.letter("B")[1])
  game.message(game.text("s20.prince"))
end

-- Ink: 1 damage, and the figure is dazed by the smell (muddle).
function ink(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 1) end
  if figures.get(ev.figure) then figures.add_condition(ev.figure, "muddle") end
end

-- The goal: the finale is won by defeating the Mounted Prince. Once he is down, either nothing is
-- left standing or AFTER_FALL more round has ended (the time the Collector needs to read the
-- spell). There is no hold-out win: surviving without hurting the Prince wins nothing.
local AFTER_FALL = 1

function check_goal(ctx, ev)
  local fell = ctx.vars.s20_fell_in_round
  if fell == nil then return nil end
  if ev.round >= fell + AFTER_FALL then return "won" end
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" then return nil end
  end
  return "won"
end
