-- Scenario 19, Hide and Seek (our reconstruction: GHS has no rule for it).
-- At the start of every round from the second on, the demon farthest from you hides: it becomes
-- invisible (until the end of its next turn). One demon killed, or all four tagged (attacked), by
-- the end of round 9 wins.

local KILLS_TO_WIN, LAST_ROUND = 1, 9

local function distance(a, b)
  local dq, dr = a.q - b.q, a.r - b.r
  return (math.abs(dq) + math.abs(dr) + math.abs(dq + dr)) // 2
end

function one_hides(ctx, ev)
  if ev.round < 2 then return end
  local me = figures.character()
  if me == nil then return end
  local far, best = nil, -1
  for _, f in ipairs(figures.all()) do
    if f.kind == "monster" and distance(f.hex, me.hex) > best then far, best = f, distance(f.hex, me.hex) end
  end
  if far ~= nil then
    figures.add_condition(far.id, "invisible")
    game.message(game.text("s19.demon-hides"))
  end
end

function count_kill(ctx, ev)
  local me = figures.character()
  if me == nil or ev.figure ~= me.id then ctx.vars.s19_killed = (ctx.vars.s19_killed or 0) + 1 end
end

-- Tag: the first attack of yours on a demon of each kind tags it (hit or not, shield or not).
-- All four tagged also wins: a Hide and Seek game ends when everyone is found. Balance: with a kill
-- as the only way, the Tinkerer, whose small attacks on several demons at once are mostly stopped
-- by their shields, won 10 games of 50; see PROVENANCE.md.
local TAGS_TO_WIN = 4

function tag(ctx, ev)
  local me = figures.character()
  local f = ev.target and figures.get(ev.target)
  if me == nil or ev.attacker ~= me.id or f == nil or f.kind ~= "monster" then return end
  local key = "s19_tag_" .. f.type
  if ctx.vars[key] then return end
  ctx.vars[key] = true
  ctx.vars.s19_tags = (ctx.vars.s19_tags or 0) + 1
  game.message(game.text("s19.tagged", { tags = ctx.vars.s19_tags, needed = TAGS_TO_WIN }))
end

function check_goal(ctx, ev)
  if (ctx.vars.s19_killed or 0) >= KILLS_TO_WIN then return "won" end
  if (ctx.vars.s19_tags or 0) >= TAGS_TO_WIN then return "won" end
  if ev.round >= LAST_ROUND then return "lost" end
  return nil
end

-- A shard of glass: 1 damage and wound.
function glass_shard(ctx, ev)
  if figures.get(ev.figure) then figures.damage(ev.figure, 1) end
  if figures.get(ev.figure) then figures.add_condition(ev.figure, "wound") end
end
